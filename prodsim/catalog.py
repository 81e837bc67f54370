"""What each service logs on a normal night: 30-50 templates per service.

Rules kept by this catalog (and checked by tests): every template of a service folds to a
distinct masked form; ERROR templates never name another service, so that in an incident the
only ERRORs naming a callee are the ones the incident adds.
"""

from __future__ import annotations

from prodsim.templates import LogTemplate


def _w(level: str, component: str, text: str, weight: float = 1.0) -> LogTemplate:
    return LogTemplate(level, component, text, weight=weight)


def _p(level: str, component: str, text: str, period: int) -> LogTemplate:
    return LogTemplate(level, component, text, period=period)


def _c(level: str, component: str, text: str, chance: float) -> LogTemplate:
    return LogTemplate(level, component, text, chance=chance)


def _common() -> tuple[LogTemplate, ...]:
    """Runtime chatter every service shares (health checks, GC, pools, telemetry)."""
    return (
        _w("INFO", "http", "GET /healthz ok in {ms}ms", 1.5),
        _w("DEBUG", "http", "GET /readyz ok in {ms}ms", 1.0),
        _w("DEBUG", "runtime", "gc pause {ms}ms, heap {mb}MB", 0.8),
        _w("DEBUG", "metrics", "flushed {n} series to collector", 0.6),
        _w("DEBUG", "pool", "connection pool stats: active={small} idle={small} waiting=0", 0.6),
        _w("DEBUG", "cache", "local cache hit ratio {pct}% over last {sec}s", 0.5),
        _w("DEBUG", "tracing", "exported span batch of {n} spans (trace {trace})", 0.5),
        _p("INFO", "config", "config watcher: revision {n} unchanged", 5),
        _p("INFO", "runtime", "heartbeat: uptime {n}m, {small} worker threads busy", 3),
        _c("WARN", "http", "slow request GET /healthz took {slow_ms}ms", 0.02),
        _c("ERROR", "http", "client closed connection before response was written (req {id})",
           0.01),
        _c("WARN", "runtime", "event loop lag {ms}ms exceeded budget", 0.015),
    )


def _web_frontend() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "render", "rendered page home in {ms}ms (session {session})", 3.0),
        _w("INFO", "render", "rendered page product in {ms}ms for {sku}", 3.0),
        _w("INFO", "render", "rendered page category in {ms}ms, {n} tiles", 2.0),
        _w("INFO", "render", "rendered page basket in {ms}ms (session {session})", 1.2),
        _w("INFO", "render", "rendered page account in {ms}ms", 0.6),
        _w("DEBUG", "assets", "served static bundle main.js from edge cache ({n}KB)", 1.5),
        _w("DEBUG", "assets", "served static bundle vendor.css from edge cache ({n}KB)", 1.0),
        _w("DEBUG", "session", "session {session} refreshed, ttl {sec}m", 1.0),
        _w("INFO", "api", "upstream api-gateway answered in {ms}ms", 2.0),
        _w("DEBUG", "ssr", "hydration payload {n}KB for product page", 0.8),
        _w("INFO", "consent", "cookie consent recorded for session {session}", 0.5),
        _w("DEBUG", "locale", "locale bundle en-GB loaded from memory ({n} keys)", 0.4),
        _w("INFO", "render", "rendered page search-results in {ms}ms, {n} hits shown", 1.5),
        _w("DEBUG", "ab", "experiment homepage-hero bucket {small} for session {session}", 0.6),
        _p("WARN", "assets", "image CDN returned stale object, serving anyway (age {sec}m)", 7),
        _p("INFO", "render", "template cache holds {n} compiled views", 10),
        _c("WARN", "render", "page render exceeded budget: {slow_ms}ms for category", 0.05),
        _c("ERROR", "render", "template error in widget recently-viewed; widget hidden (req {id})",
           0.02),
        _c("WARN", "session", "session {session} presented an unknown signing key version",
           0.03),
        _w("DEBUG", "bot", "robots policy allowed crawler from {ip}", 0.3),
        _w("INFO", "redirect", "legacy URL redirected to canonical product page ({sku})", 0.4),
        _c("WARN", "csp", "content security policy report from {ip}: inline script blocked",
           0.04),
    )


def _api_gateway() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "access", "GET /api/catalog/products routed in {ms}ms (req {id})", 3.0),
        _w("INFO", "access", "GET /api/search routed in {ms}ms (req {id})", 2.5),
        _w("INFO", "access", "POST /api/cart/items routed in {ms}ms (req {id})", 1.5),
        _w("INFO", "access", "GET /api/cart routed in {ms}ms (req {id})", 1.5),
        _w("INFO", "access", "POST /api/checkout routed in {ms}ms (req {id})", 0.6),
        _w("INFO", "access", "POST /api/auth/login routed in {ms}ms (req {id})", 0.5),
        _w("DEBUG", "auth", "bearer token verified for {user} via cached JWKS", 2.0),
        _w("DEBUG", "ratelimit", "bucket for {ip} at {n}/1000 tokens", 1.0),
        _w("DEBUG", "router", "route table version {n} matched prefix /api/catalog", 0.6),
        _w("DEBUG", "cors", "preflight OPTIONS answered for origin shop.example.com", 0.5),
        _w("INFO", "tls", "TLS session resumed for {ip}", 0.6),
        _p("WARN", "ratelimit", "client {ip} throttled: {n} requests in 10s window", 4),
        _p("INFO", "router", "upstream health summary: {small} targets healthy", 5),
        _c("WARN", "access", "request body too large from {ip}: {n}KB rejected with 413", 0.04),
        _c("ERROR", "access", "malformed JSON from client {ip}; answered 400 (req {id})", 0.03),
        _c("WARN", "auth", "expired bearer token presented by {user}; answered 401", 0.08),
        _w("DEBUG", "compress", "gzip response {n}KB -> {small}KB", 0.5),
        _w("DEBUG", "retry", "idempotent GET retried once after connect reset (req {id})", 0.2),
        _w("INFO", "waf", "WAF rule set v{small} evaluated {n} requests, none blocked", 0.3),
        _c("WARN", "waf", "WAF blocked path traversal attempt from {ip}", 0.03),
        _w("DEBUG", "geo", "geoip lookup for {ip} took {ms}ms", 0.4),
        _w("DEBUG", "router", "connection pool to upstreams: {n} open, {small} idle", 0.4),
    )


def _auth() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "login", "login succeeded for {user} (mfa=false) in {ms}ms", 1.5),
        _w("INFO", "login", "login succeeded for {user} with mfa in {ms}ms", 0.5),
        _w("INFO", "token", "issued access token for {user}, expires in {sec}m", 2.0),
        _w("DEBUG", "token", "refresh token rotated for {user}", 1.2),
        _w("DEBUG", "session", "session lookup {session} hit in {ms}ms", 2.5),
        _w("INFO", "logout", "logout for {user}; {small} sessions revoked", 0.4),
        _w("DEBUG", "jwks", "JWKS served, {small} active keys", 0.8),
        _w("DEBUG", "password", "bcrypt verify took {ms}ms (cost 12)", 0.8),
        _w("INFO", "signup", "account created {user} via email", 0.3),
        _w("DEBUG", "flags", "flag snapshot for auth has {n} entries", 0.3),
        _p("INFO", "keys", "signing key rotation check: next rotation in {n}h", 15),
        _p("WARN", "ldap", "staff directory sync skipped {small} entries with no email", 9),
        _c("WARN", "login", "login failed for {user}: wrong password (attempt {small})", 0.2),
        _c("WARN", "login", "account {user} locked after {small} failed attempts", 0.03),
        _c("ERROR", "token", "refresh token reuse detected for {user}; family revoked", 0.02),
        _c("WARN", "captcha", "captcha verification slow: {slow_ms}ms", 0.04),
        _w("DEBUG", "oauth", "oauth state {id} validated for provider apple", 0.3),
        _w("DEBUG", "oauth", "oauth state {id} validated for provider google", 0.3),
        _w("INFO", "mfa", "mfa challenge sent to {user} by sms", 0.3),
        _w("DEBUG", "session", "session store evicted {n} idle sessions", 0.3),
        _c("ERROR", "mfa", "mfa code check failed for {user}: clock skew {sec}s", 0.01),
    )


def _catalog() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "products", "GET /v1/products/{sku} answered in {ms}ms", 3.0),
        _w("INFO", "products", "batch product lookup of {n} items in {ms}ms", 1.5),
        _w("DEBUG", "prices", "price list eu-default resolved {n} prices", 1.0),
        _w("DEBUG", "cache", "product cache miss for {sku}; loaded from primary", 1.5),
        _w("DEBUG", "availability", "availability for {sku} fetched in {ms}ms", 1.5),
        _w("INFO", "categories", "category tree served ({n} nodes) in {ms}ms", 0.8),
        _w("DEBUG", "images", "image manifest for {sku} has {small} renditions", 0.6),
        _w("INFO", "import", "merchant feed delta applied: {n} products updated", 0.3),
        _w("DEBUG", "db", "query products_by_category took {ms}ms ({n} rows)", 1.0),
        _w("DEBUG", "db", "query product_variants took {ms}ms ({n} rows)", 0.8),
        _p("INFO", "import", "merchant feed poll: {n} changes pending", 6),
        _p("WARN", "prices", "price list eu-default has {small} products without VAT class", 12),
        _c("WARN", "products", "product {sku} has no primary image; using placeholder", 0.08),
        _c("ERROR", "import", "merchant feed row {n} rejected: negative price", 0.02),
        _c("WARN", "db", "slow query products_search_facets took {slow_ms}ms", 0.04),
        _w("DEBUG", "reviews", "review summary for {sku}: {small} stars average", 0.6),
        _w("INFO", "bundles", "bundle offer computed for {sku} in {ms}ms", 0.4),
        _w("DEBUG", "cache", "cache warm-up refreshed {n} hot products", 0.3),
        _w("DEBUG", "seo", "slug resolved to {sku}", 0.5),
        _c("ERROR", "images", "image resize failed for {sku}: unsupported colour profile", 0.015),
    )


def _search() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "query", "query answered: {n} hits in {ms}ms (req {id})", 3.0),
        _w("INFO", "query", "autocomplete answered {small} suggestions in {ms}ms", 2.5),
        _w("DEBUG", "ranking", "ranking model scored {n} candidates in {ms}ms", 1.5),
        _w("DEBUG", "index", "segment merge finished: {n} docs", 0.5),
        _w("DEBUG", "index", "refresh made {n} new docs visible", 0.8),
        _w("INFO", "ingest", "indexed product update {sku} in {ms}ms", 1.0),
        _w("DEBUG", "cache", "query cache hit for normalized query (hash {id})", 1.2),
        _w("DEBUG", "spell", "spelling correction applied ({small} edits)", 0.5),
        _w("INFO", "facets", "facet counts computed for {n} hits in {ms}ms", 0.8),
        _w("DEBUG", "flags", "flag snapshot for search has {n} entries", 0.3),
        _p("INFO", "index", "index health: {n} docs, {small} shards green", 5),
        _p("WARN", "index", "replica lag on shard {small}: {sec}s behind primary", 8),
        _c("WARN", "query", "query took {slow_ms}ms and hit the timeout of the ranking stage",
           0.05),
        _c("ERROR", "ingest", "product document {sku} rejected: field price is not a number",
           0.02),
        _c("WARN", "query", "zero results for query (hash {id})", 0.2),
        _w("DEBUG", "synonyms", "synonym set v{small} applied", 0.3),
        _w("DEBUG", "jvm", "young gen collection freed {mb}MB", 0.6),
        _w("INFO", "suggest", "trending suggestions rebuilt from {n} queries", 0.2),
        _w("DEBUG", "ranking", "personalization vector loaded for {user}", 0.6),
        _c("ERROR", "ranking", "ranking feature store timeout; fell back to text score (req {id})",
           0.015),
    )


def _cart() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "api", "item {sku} added to {cart} in {ms}ms", 2.5),
        _w("INFO", "api", "item {sku} removed from {cart}", 0.8),
        _w("INFO", "api", "{cart} fetched with {small} lines in {ms}ms", 3.0),
        _w("DEBUG", "pricing", "{cart} repriced: total {amount} EUR", 1.5),
        _w("DEBUG", "store", "redis HGETALL for {cart} took {ms}ms", 1.5),
        _w("DEBUG", "reserve", "soft reservation renewed for {sku} qty {small}", 0.8),
        _w("INFO", "merge", "guest cart merged into {cart} for {user}", 0.4),
        _w("DEBUG", "promo", "promotion engine evaluated {small} rules for {cart}", 0.8),
        _w("INFO", "promo", "voucher applied to {cart}: {amount} EUR off", 0.3),
        _w("DEBUG", "store", "expired {n} abandoned carts", 0.2),
        _p("INFO", "store", "cart store memory {mb}MB, {n} keys", 6),
        _p("WARN", "promo", "promotion summer-sale has no end date; evaluated anyway", 10),
        _c("WARN", "pricing", "price changed for {sku} while in {cart}; customer notified",
           0.06),
        _c("WARN", "api", "quantity limit hit for {sku} in {cart} (max {small})", 0.05),
        _c("ERROR", "promo", "voucher code rejected for {cart}: redemption limit reached", 0.02),
        _w("DEBUG", "api", "{cart} validated for checkout in {ms}ms", 0.8),
        _w("DEBUG", "shipping", "delivery estimate cached for zip {zip}", 0.5),
        _w("DEBUG", "store", "redis pipeline flushed {small} commands", 0.6),
        _w("INFO", "api", "saved-for-later list updated for {user}", 0.3),
        _c("ERROR", "store", "redis command timed out after {ms}ms; retried once", 0.015),
    )


def _checkout() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "http", "POST /api/checkout accepted (session {session}) in {ms}ms", 1.5),
        _w("INFO", "flow", "checkout step address completed for {user}", 1.2),
        _w("INFO", "flow", "checkout step delivery completed for {user}", 1.0),
        _w("INFO", "flow", "checkout step payment-method completed for {user}", 0.9),
        _w("INFO", "submit", "order submitted for {cart}: total {amount} EUR", 0.8),
        _w("DEBUG", "validate", "address validated for zip {zip} in {ms}ms", 1.0),
        _w("DEBUG", "tax", "tax computed: {amount} EUR VAT for {cart}", 0.8),
        _w("DEBUG", "pricing", "final price locked for {cart} for {sec}m", 0.6),
        _w("DEBUG", "client", "upstream latency budget remaining {ms}ms", 0.8),
        _w("DEBUG", "fraud", "risk score {small} for {user}: allow", 0.7),
        _w("INFO", "http", "GET /api/checkout/summary answered in {ms}ms", 1.0),
        _p("INFO", "flow", "open checkout sessions: {n}", 4),
        _p("WARN", "tax", "tax table for region eu-west is {small} days old", 12),
        _c("WARN", "validate", "address for zip {zip} could not be verified; accepted as typed",
           0.06),
        _c("WARN", "fraud", "risk score {small} for {user}: manual review queued", 0.03),
        _c("ERROR", "validate", "checkout rejected for {user}: delivery country not served",
           0.02),
        _w("DEBUG", "idempotency", "idempotency key {id} stored for {sec}m", 0.8),
        _w("DEBUG", "flow", "checkout session {session} resumed after {sec}s idle", 0.5),
        _w("INFO", "gift", "gift wrap option selected for {cart}", 0.2),
        _c("WARN", "submit", "duplicate submit for {cart} ignored (idempotency key {id})", 0.04),
    )


def _orders() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "api", "POST /v1/orders created {order} in {ms}ms", 1.5),
        _w("INFO", "saga", "{order} moved to PAID", 1.0),
        _w("INFO", "saga", "{order} moved to FULFILMENT_REQUESTED", 0.8),
        _w("INFO", "api", "GET /v1/orders/history answered {small} orders for {user}", 1.0),
        _w("DEBUG", "db", "insert into orders took {ms}ms", 1.2),
        _w("DEBUG", "db", "update order_status took {ms}ms", 1.0),
        _w("DEBUG", "outbox", "outbox relay published {small} events", 1.0),
        _w("DEBUG", "reserve", "stock reservation confirmed for {order} ({small} lines)", 0.8),
        _w("INFO", "invoice", "invoice generated for {order}: {amount} EUR", 0.5),
        _w("DEBUG", "client", "charge request for {order} prepared ({amount} EUR)", 0.8),
        _w("INFO", "label", "shipment requested for {order}", 0.5),
        _p("INFO", "outbox", "outbox backlog {small} events", 3),
        _p("WARN", "db", "orders table autovacuum running for {n}s", 11),
        _c("WARN", "saga", "{order} stuck in PAYMENT_PENDING for {sec}m; reconciler will retry",
           0.04),
        _c("ERROR", "invoice", "invoice PDF render failed for {order}; queued for retry", 0.02),
        _c("WARN", "api", "order history query slow for {user}: {slow_ms}ms", 0.04),
        _w("DEBUG", "cancel", "cancellation window open for {order} ({sec}m left)", 0.4),
        _w("INFO", "refund", "refund requested for {order}: {amount} EUR", 0.2),
        _w("DEBUG", "events", "order event consumer offset {n}", 0.6),
        _w("DEBUG", "saga", "saga timer fired for {order}", 0.5),
    )


def _payments() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "charge", "charge authorized for {order}: {amount} EUR in {ms}ms", 2.0),
        _w("INFO", "charge", "charge captured for {order}", 1.2),
        _w("DEBUG", "provider", "provider request POST /v3/payment_intents sent ({ms}ms)", 1.5),
        _w("DEBUG", "provider", "provider webhook payment_intent.succeeded verified", 1.0),
        _w("DEBUG", "tokens", "card token {id} resolved from vault in {ms}ms", 1.2),
        _w("INFO", "refund", "refund issued for {order}: {amount} EUR", 0.3),
        _w("DEBUG", "sca", "3-D Secure challenge not required for {order}", 0.8),
        _w("INFO", "sca", "3-D Secure challenge completed for {order}", 0.4),
        _w("DEBUG", "ledger", "ledger entry written for {order}", 1.0),
        _w("DEBUG", "fx", "fx rate EUR/GBP cached for {sec}m", 0.3),
        _p("INFO", "ledger", "ledger reconciliation: {n} entries match provider", 6),
        _p("WARN", "provider", "provider sandbox certificate expires in {small} days", 13),
        _c("ERROR", "charge", "card declined by issuer for {order} (code {small})", 0.06),
        _c("WARN", "charge", "charge for {order} needs 3-D Secure; awaiting customer", 0.05),
        _c("WARN", "provider", "provider responded slowly: {slow_ms}ms", 0.04),
        _w("DEBUG", "risk", "velocity check passed for {user}", 0.8),
        _w("DEBUG", "webhook", "webhook dedup cache size {n}", 0.3),
        _w("INFO", "payout", "payout batch scheduled: {n} captures", 0.1),
        _w("DEBUG", "vault", "vault lease renewed for {sec}m", 0.3),
        _c("ERROR", "webhook", "webhook signature mismatch from {ip}; ignored", 0.015),
    )


def _inventory() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "stock", "stock level read for {sku}: {n} available", 3.0),
        _w("INFO", "reserve", "reserved {small} units of {sku}", 1.5),
        _w("INFO", "reserve", "released {small} units of {sku}", 0.8),
        _w("DEBUG", "db", "select stock_levels took {ms}ms", 1.5),
        _w("DEBUG", "db", "update reservations took {ms}ms", 1.0),
        _w("DEBUG", "sync", "warehouse feed batch applied: {n} rows", 1.0),
        _w("DEBUG", "cache", "stock cache refreshed {n} hot SKUs", 0.6),
        _w("INFO", "restock", "restock notice for {sku}: {n} units inbound", 0.3),
        _w("DEBUG", "expiry", "expired {small} stale reservations", 0.5),
        _p("INFO", "sync", "warehouse feed cursor at offset {n}", 4),
        _p("WARN", "stock", "{small} SKUs below safety stock", 9),
        _c("WARN", "reserve", "reservation for {sku} exceeded available stock; partial hold",
           0.05),
        _c("ERROR", "sync", "warehouse feed row for {sku} has unknown location code", 0.02),
        _c("WARN", "db", "lock wait on stock_levels for {sku}: {ms}ms", 0.05),
        _w("DEBUG", "audit", "stock audit checkpoint {n}", 0.3),
        _w("INFO", "transfer", "transfer between warehouses recorded for {sku}", 0.2),
        _w("DEBUG", "api", "GET /v1/stock/batch answered {n} SKUs in {ms}ms", 1.0),
        _w("DEBUG", "reserve", "reservation ttl extended for {sku}", 0.5),
        _w("DEBUG", "forecast", "demand forecast cached for {sku}", 0.3),
        _c("ERROR", "audit", "stock audit mismatch for {sku}: expected {n}, found {small}", 0.01),
    )


def _shipping() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "quote", "shipping quote for zip {zip}: {amount} EUR in {ms}ms", 2.5),
        _w("INFO", "label", "label created {shipment} for {order}", 1.0),
        _w("DEBUG", "carrier", "carrier DHL answered rate request in {ms}ms", 1.2),
        _w("DEBUG", "carrier", "carrier UPS answered rate request in {ms}ms", 0.8),
        _w("INFO", "tracking", "tracking update for {shipment}: in transit", 0.8),
        _w("INFO", "tracking", "tracking update for {shipment}: delivered", 0.5),
        _w("DEBUG", "zones", "delivery zone resolved for zip {zip}", 1.0),
        _w("DEBUG", "notify", "delivery notice queued for {shipment}", 0.6),
        _w("DEBUG", "db", "insert shipments took {ms}ms", 0.8),
        _w("INFO", "pickup", "pickup booked for {small} parcels", 0.2),
        _p("INFO", "tracking", "tracking poll cycle covered {n} shipments", 5),
        _p("WARN", "carrier", "carrier UPS rate API deprecated version still in use", 14),
        _c("WARN", "quote", "no carrier covers zip {zip}; quoting fallback rate", 0.05),
        _c("WARN", "carrier", "carrier DHL slow: {slow_ms}ms", 0.04),
        _c("ERROR", "label", "label PDF rejected by printer gateway for {shipment}", 0.02),
        _w("DEBUG", "customs", "customs form not required for zip {zip}", 0.4),
        _w("DEBUG", "weights", "parcel weight estimate {small}kg for {order}", 0.5),
        _w("INFO", "returns", "return label issued for {order}", 0.2),
        _w("DEBUG", "cache", "carrier rate cache {n} entries", 0.3),
        _c("ERROR", "tracking", "tracking webhook for {shipment} had invalid signature", 0.01),
    )


def _notifications() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "email", "email order-confirmation sent {msg} in {ms}ms", 2.0),
        _w("INFO", "email", "email shipping-update sent {msg} in {ms}ms", 1.2),
        _w("INFO", "sms", "sms delivery-window sent {msg}", 0.6),
        _w("DEBUG", "queue", "dequeued {small} messages from outbound queue", 1.5),
        _w("DEBUG", "render", "template order-confirmation rendered in {ms}ms", 1.0),
        _w("DEBUG", "render", "template password-reset rendered in {ms}ms", 0.4),
        _w("INFO", "email", "email password-reset sent {msg}", 0.4),
        _w("DEBUG", "bounce", "bounce feed processed {small} events", 0.4),
        _w("DEBUG", "prefs", "contact preferences loaded for {user}", 0.8),
        _w("INFO", "push", "push notification sent to {small} devices", 0.4),
        _p("INFO", "queue", "outbound queue depth {n}", 3),
        _p("WARN", "email", "DKIM key for shop.example.com older than {n} days", 16),
        _c("WARN", "bounce", "hard bounce for {msg}; address suppressed", 0.05),
        _c("WARN", "sms", "sms provider throttled us for {sec}s", 0.03),
        _c("ERROR", "render", "template shipping-update missing variable eta for {msg}", 0.02),
        _w("DEBUG", "suppress", "suppression list has {n} entries", 0.2),
        _w("DEBUG", "email", "SMTP connection reused ({small} messages on it)", 0.6),
        _w("INFO", "digest", "weekly digest batch {n} scheduled", 0.1),
        _w("DEBUG", "unsubscribe", "unsubscribe link signed for {user}", 0.3),
        _c("ERROR", "sms", "sms to {user} failed: number not reachable", 0.015),
    )


def _flag_service() -> tuple[LogTemplate, ...]:
    return (
        _w("INFO", "eval", "evaluated {n} flags for client in {ms}ms", 3.0),
        _w("DEBUG", "eval", "snapshot etag {id} served to {small} clients", 2.0),
        _w("DEBUG", "stream", "streaming connections open: {n}", 1.0),
        _w("DEBUG", "store", "flag store read took {ms}ms", 1.0),
        _w("INFO", "stream", "client subscribed to flag stream ({ip})", 0.6),
        _w("INFO", "stream", "client unsubscribed from flag stream ({ip})", 0.5),
        _w("DEBUG", "audit", "audit log compacted: {n} entries", 0.2),
        _w("DEBUG", "segments", "segment beta-testers has {n} members", 0.4),
        _w("DEBUG", "eval", "percentage rollout hash computed for {user}", 1.0),
        _w("INFO", "admin", "flag console session for staff user started", 0.1),
        _p("INFO", "store", "flag store revision {n}, {small} environments", 5),
        _p("WARN", "stale", "{small} flags fully rolled out for over 90 days; consider removing",
           12),
        _c("WARN", "stream", "client {ip} reconnected {small} times in a minute", 0.05),
        _c("ERROR", "eval", "evaluation for unknown flag requested by {ip}; returned default",
           0.02),
        _c("WARN", "store", "flag store read slow: {slow_ms}ms", 0.03),
        _w("DEBUG", "sdk", "sdk version report: {n} clients on latest", 0.3),
        _w("DEBUG", "segments", "segment internal-staff has {n} members", 0.3),
        _w("DEBUG", "cache", "edge cache purge for snapshot {id}", 0.3),
        _w("INFO", "webhook", "change webhook delivered in {ms}ms", 0.2),
        _c("ERROR", "admin", "flag console rejected change without approval ({id})", 0.01),
    )


def catalog() -> dict[str, tuple[LogTemplate, ...]]:
    """Service name -> its background templates (common ones first)."""
    common = _common()
    specific = {
        "web-frontend": _web_frontend(),
        "api-gateway": _api_gateway(),
        "auth": _auth(),
        "catalog": _catalog(),
        "search": _search(),
        "cart": _cart(),
        "checkout": _checkout(),
        "orders": _orders(),
        "payments": _payments(),
        "inventory": _inventory(),
        "shipping": _shipping(),
        "notifications": _notifications(),
        "flag-service": _flag_service(),
    }
    return {name: common + own for name, own in specific.items()}
