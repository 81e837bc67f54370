# ruff: noqa: E501  (the templates are data: one line each, as the systems print them)
"""Applications and platforms: Windows CBS, Android, HealthApp, Apache, nginx, a proxy client,
JSON lines, logfmt, and Kubernetes container logs with stack traces."""

from __future__ import annotations

import random
from datetime import datetime

from oncall.lab.fold_corpus import _WORDS, Format, _hex, _host, _ip, _path, _pick


def _cbs(t: datetime, level: str, rng: random.Random) -> str:
    word = {"INFO": "Info", "WARN": "Warning", "ERROR": "Error"}.get(level, "Info")
    return f"{t:%Y-%m-%d %H:%M:%S}, {word:<18}"


def _android(t: datetime, level: str, rng: random.Random) -> str:
    letter = {"INFO": "I", "DEBUG": "D", "WARN": "W", "ERROR": "E", "VERBOSE": "V"}.get(level, "I")
    pid = rng.choice((1795, 1795, 2227, 3014, 1600))
    return f"{t:%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}  {pid}  {pid + rng.randint(0, 800)} {letter} "


def _healthapp(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%Y%m%d-%H:%M:%S}:{t.microsecond // 1000}|"


def _apache_error(t: datetime, level: str, rng: random.Random) -> str:
    word = {"INFO": "notice", "ERROR": "error", "WARN": "warn"}.get(level, "notice")
    return f"[{t:%a %b %d %H:%M:%S %Y}] [{word}] "


def _access(t: datetime, level: str, rng: random.Random) -> str:
    return f"{_ip(rng)} - - [{t:%d/%b/%Y:%H:%M:%S} +0000] "


def _proxifier(t: datetime, level: str, rng: random.Random) -> str:
    return f"[{t:%m.%d %H:%M:%S}] "


def _json(t: datetime, level: str, rng: random.Random) -> str:
    return f'{{"ts":"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z","level":"{level.lower()}",'


def _logfmt(t: datetime, level: str, rng: random.Random) -> str:
    return f"time={t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}Z level={level.lower()} "


def _k8s(t: datetime, level: str, rng: random.Random) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond * 1000 + rng.randint(0, 999):09d}Z stdout F "


_KB = {"kb": lambda rng: f"{rng.randint(8, 4096)}KB",
       "pkg": _pick("Package_for_KB2919355~31bf3856ad364e35~amd64~~6.3.1.14",
                    "Microsoft-Windows-Client-Features-Package~31bf3856ad364e35~amd64~~6.1.7601.17514",
                    "Package_1_for_KB3004394~31bf3856ad364e35~amd64~~6.1.1.0"),
       "hr": lambda rng: "0x" + rng.choice(("80070002", "800f081f", "80004005", "00000001")),
       "winpath": lambda rng: "\\\\?\\C:\\Windows\\" + "\\".join(rng.sample(_WORDS, 2)) + ".mum"}

WINDOWS = Format("windows", _cbs, (
    ("INFO", "CBS    Loaded Servicing Stack v6.1.7601.23505 with Core: C:\\Windows\\winsxs\\amd64_microsoft-windows-servicingstack_31bf3856ad364e35_6.1.7601.23505_none_681aa442f6fed7f0\\cbscore.dll", 5),
    ("INFO", "CSI    {hex8}@{date} WcpInitialize (wcp.dll version 0.0.0.6) called (stack @0x{hex8} @0x{hex8} @0x{hex8} @0x{hex8} @0x{hex8} @0x{hex8})", 20),
    ("INFO", "CBS    SQM: Initializing online with Windows opt-in: False", 10),
    ("INFO", "CBS    SQM: Cleaning up report files older than 10 days.", 10),
    ("INFO", "CBS    SQM: Requesting upload of all unsent reports.", 10),
    ("INFO", "CBS    SQM: Failed to start upload with file pattern: C:\\Windows\\servicing\\sqm\\*_std.sqm, flags: 0x2 [HRESULT = 0x80004005 - E_FAIL]", 10),
    ("INFO", "CBS    SQM: Failed to start standard sample upload. [HRESULT = 0x80004005 - E_FAIL]", 10),
    ("INFO", "CBS    SQM: Queued 0 file(s) for upload with pattern: C:\\Windows\\servicing\\sqm\\*_all.sqm, flags: 0x6", 10),
    ("INFO", "CBS    Ending TrustedInstaller initialization.", 5),
    ("INFO", "CBS    Starting the TrustedInstaller main loop.", 5),
    ("INFO", "CBS    TrustedInstaller service starts successfully.", 5),
    ("INFO", "CBS    No startup processing required, TrustedInstaller service was not set as autostart", 5),
    ("INFO", "CBS    Startup processing thread terminated normally", 5),
    ("INFO", "CBS    Session: {int}_{int} initialized by client WindowsUpdateAgent.", 15),
    ("INFO", "CBS    Read out cached package applicability for package: {pkg}, ApplicableState: {small}, CurrentState:{small}", 40),
    ("INFO", "CBS    Failed to internally open package. [HRESULT = {hr} - CBS_E_INVALID_PACKAGE]", 5),
    ("INFO", "CBS    Exec: Processing complete.  Session: {int}_{int}, Package: {pkg} [HRESULT = 0x00000000 - S_OK]", 5),
    ("INFO", "CBS    Warning: Unrecognized packageExtended attribute.", 8),
    ("INFO", "CBS    Expecting attribute name [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]", 8),
    ("INFO", "CBS    Failed to get next element [HRESULT = 0x800f080d - CBS_E_MANIFEST_INVALID_ITEM]", 8),
    ("INFO", "CBS    NonStart: Checking to ensure startup processing was not required.", 5),
    ("INFO", "CBS    Scavenge: Starts", 2),
    ("INFO", "CBS    Scavenge: Completed, disposition: 0x{hex8}", 2),
    ("WARN", "CBS    Failed to resolve package '{pkg}' [HRESULT = {hr}]", 2),
    ("ERROR", "CBS    Failed to open file: {winpath} [HRESULT = {hr} - ERROR_FILE_NOT_FOUND]", 2),
    ("WARN", "CSI    {hex8} Warning: Overlap: Duplicate ownership for directory {winpath} in component {pkg}", 2),
    ("INFO", "CBS    Reboot mark set", 1),
    ("ERROR", "CBS    Unable to load the servicing stack from {winpath}. [HRESULT = {hr}]", 1),
), {**_KB, "date": lambda rng: f"2016/9/{rng.randint(1, 30)}:{rng.randint(0, 23)}:{rng.randint(0, 59)}:{rng.randint(0, 59)}.{rng.randint(0, 999)}"},
    step_ms=800)

_ANDROID = {"pkg": _pick("com.tencent.mm", "com.android.systemui", "com.whatsapp", "com.google.android.gms",
                         "com.android.settings", "com.tencent.qqlive"),
            "act": _pick("com.tencent.mm/.ui.LauncherUI", "com.android.settings/.Settings",
                         "com.whatsapp/.HomeActivity", "com.android.systemui/.recents.RecentsActivity"),
            "win": lambda rng: _hex(7)(rng),
            "state": _pick("true", "false"), "tag": _pick("screen_off", "screen_on", "user_present")}

ANDROID = Format("android", _android, (
    ("VERBOSE", "WindowManager: Skipping AppWindowToken{{{win} token=Token{{{win} ActivityRecord{{{win} u0 {act} t{int}}}}}}} -- going to hide", 20),
    ("DEBUG", "PowerManagerService: acquire lock={int}, flags=0x1, tag=\"{lock}\", name=android, ws=null, uid={int}, pid={pid}", 40),
    ("DEBUG", "PowerManagerService: release:lock={int}, flg=0x0, tag=\"{lock}\", name=android\", ws=null, uid={int}, pid={pid}", 40),
    ("DEBUG", "PowerManagerService: ready=true,policy=3,wakefulness=1,wksummary=0x23,uasummary=0x1,bootcompleted=true,boostinprogress=false,waitmodeenable=false,mode=false,manual=38,auto=-1,adj=0.0userId=0", 20),
    ("INFO", "ActivityManager: Start proc {pid}:{pkg}/u0a{int} for service {pkg}/.{camel}", 5),
    ("INFO", "ActivityManager: Killing {pid}:{pkg}/u0a{int} (adj {small}): empty #{small}", 5),
    ("DEBUG", "DisplayPowerController: Animating brightness: target={small}, rate={small}", 10),
    ("INFO", "DisplayPowerController: Blocking screen on until initial contents have been drawn.", 2),
    ("DEBUG", "WindowManager: Window {win} hidden; visible={state}", 15),
    ("WARN", "ActivityManager: Unable to start service Intent {{ act={pkg}.{camel} }} U=0: not found", 3),
    ("ERROR", "ActivityManager: ANR in {pkg}", 1),
    ("DEBUG", "KeyguardUpdateMonitor: handleBatteryUpdate", 10),
    ("INFO", "chatty: uid=1000(system) {thread} identical {small} lines", 10),
    ("DEBUG", "SendBroadcastPermission: action:android.intent.action.{action}, mPermissionType:{small}", 20),
    ("DEBUG", "PhoneStatusBar: disable: < expand ICONS* alerts SYSTEM_INFO* back* HOME* RECENT* clock SEARCH* quick_settings >", 4),
    ("INFO", "PhoneStatusBar: updateNetworkControllerState {state}", 4),
    ("VERBOSE", "AlarmManager: Triggering alarm #{small}: {small} when = {int} tag = {atag}", 15),
    ("WARN", "AlarmManager: Unrecognized alarm listener com.android.server.{camel}", 2),
    ("DEBUG", "StatusBarManagerService: manageDisableList userId={small} what=0x{hex8} pkg=WindowManager.LayoutParams", 4),
    ("ERROR", "BluetoothAdapter: Bluetooth binder is null", 1),
    ("INFO", "WindowManager: Screen frozen for +{int}ms due to Window{{{win} u0 {act}}}", 2),
    ("DEBUG", "ConnectivityService: notifyType CAP_CHANGED for NetworkAgentInfo [WIFI () - {small}]", 6),
    ("WARN", "System.err: java.lang.IllegalStateException: {camel} not attached", 1),
    ("INFO", "ActivityManager: START u0 {{act=android.intent.action.MAIN cat=[android.intent.category.HOME] flg=0x10200000 cmp={act}}} from uid {int} on display 0", 3),
), {**_ANDROID, "lock": _pick("RILJ", "WakeLock", "*alarm*", "AudioMix", "NlpWakeLock"),
    "thread": _pick("Binder:1795_4", "android.bg", "ActivityManager", "PowerManagerSer"),
    "action": _pick("SCREEN_OFF", "SCREEN_ON", "BATTERY_CHANGED", "TIME_TICK"),
    "atag": _pick("*walarm*:android.intent.action.TIME_TICK", "*alarm*:com.android.internal.policy.impl.PhoneWindowManager.DELAYED_KEYGUARD",
                  "*walarm*:com.tencent.mm.TrafficStatsReceiver"),
    "camel": lambda rng: "".join(w.capitalize() for w in rng.sample(_WORDS, 2))}, step_ms=40)

HEALTHAPP = Format("healthapp", _healthapp, (
    ("INFO", "Step_LSC|30002312|onStandStepChanged {int}", 40),
    ("INFO", "Step_LSC|30002312|onExtend:{int} {small} {small} {small}", 20),
    ("INFO", "Step_SPUtils|30002312| getTodayTotalDetailSteps = {int}##{int}##{int}##{int}##{int}##{int}", 30),
    ("INFO", "Step_SPUtils|30002312|setTodayTotalDetailSteps={int}##{int}##{int}##{int}##{int}##{int}", 30),
    ("INFO", "Step_StandReportReceiver|30002312|onReceive action: android.intent.action.{action}", 15),
    ("INFO", "Step_ExtSDM|30002312|calculateCaloriesWithCache totalCalories={int}", 20),
    ("INFO", "Step_ExtSDM|30002312|calculateAltitudeWithCache totalAltitude={small}", 20),
    ("INFO", "Step_LSC|30002312|processHandleBroadcastAction action:android.intent.action.{action}", 15),
    ("INFO", "Step_LSC|30002312|flush sensor data", 10),
    ("INFO", "Step_StandStepCounter|30002312|flush sensor data", 10),
    ("INFO", "Step_SPUtils|30002312|REPORT : {int} {int} {int} {int}", 10),
    ("INFO", "HiH_HiHealthDataInsertStore|30002312|saveHealthDetailData() deviceID={small} size={small}", 5),
    ("INFO", "HiH_HiSyncControl|30002312|startSync() syncType={small} userID={int} isForce={bool}", 5),
    ("INFO", "HiH_HiAppUtil|30002312|getAppName app_id={small} appName={app}", 4),
    ("INFO", "HiH_HiBroadcastUtil|30002312|sendSyncFailedBroadcast", 2),
    ("WARN", "HiH_HiHealthBinder|30002312|checkPermission() not permit {app}", 1),
    ("ERROR", "HiH_HiSyncUtil|30002312|getSyncToken() error : {err}", 1),
    ("INFO", "Step_ScreenUtil|30002312|isScreenOn true", 5),
    ("INFO", "Step_NotificationUtil|30002312|notifyNotification mNotification = {state}", 5),
), {"action": _pick("SCREEN_ON", "SCREEN_OFF", "TIME_TICK", "USER_PRESENT"),
    "app": _pick("com.huawei.health", "com.huawei.bone", "com.huawei.wear"),
    "state": _pick("null", "notnull"), "err": _pick("timeout", "token_invalid", "network_unavailable")},
    step_ms=300)

APACHE = Format("apache", _apache_error, (
    ("INFO", "jk2_init() Found child {pid} in scoreboard slot {small}", 40),
    ("INFO", "workerEnv.init() ok /etc/httpd/conf/workers2.properties", 40),
    ("ERROR", "mod_jk child workerEnv in error state {small}", 30),
    ("ERROR", "[client {ip}] Directory index forbidden by rule: {path}/", 10),
    ("ERROR", "[client {ip}] File does not exist: /var/www/html/{file}", 10),
    ("ERROR", "jk2_init() Can't find child {pid} in scoreboard", 5),
    ("INFO", "mod_security/1.9dev2 configured", 1),
    ("INFO", "Apache/2.0.49 (Fedora) configured -- resuming normal operations", 1),
    ("INFO", "caught SIGTERM, shutting down", 1),
    ("ERROR", "[client {ip}] script not found or unable to stat: /var/www/cgi-bin/{file}", 3),
    ("WARN", "child process {pid} still did not exit, sending a SIGTERM", 2),
    ("ERROR", "(13)Permission denied: {path}/.htaccess pcfg_openfile: unable to check htaccess file, ensure it is readable", 2),
), {"file": _pick("robots.txt", "favicon.ico", "awstats.pl", "phpmyadmin", "xmlrpc.php", "sumthin", "MSADC")},
    step_ms=3000)

_REQ = {"method": _pick("GET", "GET", "GET", "POST", "HEAD"),
        "url": lambda rng: rng.choice(("/", "/index.html", "/api/v1/orders", "/static/app.js",
                                       "/images/logo.png", "/login", "/wp-login.php")) + rng.choice(("", "", "?page=2", "?q=" + rng.choice(_WORDS))),
        "ua": _pick("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Safari/537.36",
                    "curl/7.68.0", "Go-http-client/1.1", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"),
        "ref": lambda rng: rng.choice(("-", f"https://{_host(rng)}/"))}

ACCESS = Format("access", _access, (
    ("INFO", "\"{method} {url} HTTP/1.1\" {status} {size} \"{ref}\" \"{ua}\"", 80),
    ("INFO", "\"{method} {url} HTTP/1.1\" {status} - \"{ref}\" \"{ua}\"", 15),
    ("INFO", "\"-\" 400 0 \"-\" \"-\"", 1),
    ("INFO", "\"\\x16\\x03\\x01\\x02\\x00\\x01\\x00\\x01\\xfc\\x03\\x03\" 400 {size} \"-\" \"-\"", 1),
), {**_REQ, "status": _pick("200", "200", "200", "304", "404", "301", "500", "502")}, step_ms=100)

NGINX = Format("nginx", lambda t, level, rng: f"{t:%Y/%m/%d %H:%M:%S} [{level.lower()}] {rng.randint(1, 99)}#0: *{rng.randint(1, 99999)} ", (
    ("ERROR", "connect() failed (111: Connection refused) while connecting to upstream, client: {ip}, server: {host}, request: \"{method} {url} HTTP/1.1\", upstream: \"http://{ip}:{port}{url}\", host: \"{host}\"", 20),
    ("ERROR", "upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}, server: {host}, request: \"{method} {url} HTTP/1.1\", upstream: \"http://{ip}:{port}{url}\", host: \"{host}\"", 15),
    ("ERROR", "open() \"/usr/share/nginx/html{url}\" failed (2: No such file or directory), client: {ip}, server: {host}, request: \"{method} {url} HTTP/1.1\", host: \"{host}\"", 15),
    ("WARN", "an upstream response is buffered to a temporary file /var/cache/nginx/proxy_temp/{small}/{small}/{int} while reading upstream, client: {ip}, server: {host}, request: \"{method} {url} HTTP/1.1\", upstream: \"http://{ip}:{port}{url}\", host: \"{host}\"", 10),
    ("INFO", "client {ip} closed keepalive connection", 20),
    ("WARN", "conflicting server name \"{host}\" on 0.0.0.0:80, ignored", 2),
    ("ERROR", "SSL_do_handshake() failed (SSL: error:14094412:SSL routines:ssl3_read_bytes:sslv3 alert bad certificate) while SSL handshaking, client: {ip}, server: 0.0.0.0:443", 3),
    ("INFO", "signal process started", 1),
), _REQ, step_ms=200)

_PX = {"prog": _pick("chrome.exe", "firefox.exe", "svchost.exe", "WeChat.exe", "Dropbox.exe", "git-remote-https.exe",
                     "QQ.exe", "Skype.exe", "OneDrive.exe", "Code.exe", "steam.exe", "Spotify.exe"),
       "site": lambda rng: rng.choice(("www.", "api.", "cdn.", "", "mail.", "update.")) + _host(rng) if rng.random() < 0.8 else _ip(rng),
       "proxy": _pick("proxy.cse.cuhk.edu.hk:5070", "proxy.cse.cuhk.edu.hk:5070", "socks.example.net:1080"),
       "life": lambda rng: rng.choice((f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}", "<1 sec")),
       "pxport": _pick("443", "80", "443", "5222", "8080")}

PROXIFIER = Format("proxifier", _proxifier, (
    ("INFO", "{prog} - {site}:{pxport} open through proxy {proxy} HTTPS", 40),
    ("INFO", "{prog} - {site}:{pxport} open through proxy {proxy} SOCKS5", 10),
    ("INFO", "{prog} - {site}:{pxport} close, {int} bytes sent, {int} bytes received, lifetime {life}", 30),
    ("INFO", "{prog} - {site}:{pxport} close, {int} bytes ({float} KB) sent, {int} bytes ({float} KB) received, lifetime {life}", 20),
    ("INFO", "{prog} - {site}:{pxport} close, {int} bytes ({float} MB) sent, {int} bytes ({float} MB) received, lifetime {life}", 3),
    ("ERROR", "{prog} - {site}:{pxport} error : Could not connect through proxy {proxy} - Proxy server cannot establish a connection with the target, status code {small}", 3),
    ("ERROR", "{prog} - {site}:{pxport} error : A connection request was canceled before the completion.", 2),
    ("INFO", "{prog} *64 - {site}:{pxport} open through proxy {proxy} HTTPS", 5),
), _PX, step_ms=500)

JSONL = Format("jsonl", _json, (
    ("INFO", '"msg":"request completed","method":"{method}","path":"{url}","status":200,"duration_ms":{small},"user":"{user}"}}', 40),
    ("INFO", '"msg":"cache hit","key":"{cachekey}","ttl":{int}}}', 20),
    ("INFO", '"msg":"cache miss","key":"{cachekey}"}}', 15),
    ("WARN", '"msg":"slow query","table":"{table}","rows":{int},"elapsed":"{ms}"}}', 5),
    ("ERROR", '"msg":"payment declined","order":"ord-{hex8}","reason":"{reason}","provider":"{provider}"}}', 3),
    ("ERROR", '"msg":"upstream unavailable","service":"{svc}","error":"dial tcp {ip}:{port}: connect: connection refused"}}', 2),
    ("INFO", '"msg":"user logged in","user":"{user}","method":"{auth}"}}', 10),
    ("INFO", '"msg":"user logged out","user":"{user}"}}', 8),
    ("DEBUG", '"msg":"feature flag evaluated","flag":"{flag}","value":{bool}}}', 10),
    ("FATAL", '"msg":"config invalid","file":"{path}","field":"{field}"}}', 1),
), {**_REQ, "cachekey": lambda rng: f"{rng.choice(('user', 'cart', 'price', 'session'))}:{rng.choice(_WORDS)}",
    "table": _pick("orders", "users", "carts", "inventory", "payments"),
    "reason": _pick("insufficient_funds", "card_expired", "fraud_suspected", "do_not_honor"),
    "provider": _pick("stripe", "adyen", "braintree"),
    "svc": _pick("inventory", "pricing", "shipping", "recommendations"),
    "auth": _pick("password", "sso", "token"),
    "flag": _pick("new-checkout", "dark-mode", "search-v2", "fast-cart"),
    "field": _pick("listen", "database.url", "tls.cert", "workers")}, step_ms=150)

LOGFMT = Format("logfmt", _logfmt, (
    ("INFO", "msg=\"handled request\" method={method} path={url} status=200 bytes={size} dur={ms} peer={ip}", 40),
    ("INFO", "msg=\"reconciling\" controller={ctrl} namespace={ns} name={word}-{hex8}", 20),
    ("INFO", "msg=\"reconciled\" controller={ctrl} namespace={ns} name={word}-{hex8} result=success", 20),
    ("WARN", "msg=\"retrying\" controller={ctrl} namespace={ns} name={word} attempt={small} err=\"{err}\"", 5),
    ("ERROR", "msg=\"reconcile failed\" controller={ctrl} namespace={ns} name={word} err=\"{err}\"", 3),
    ("INFO", "msg=\"leader elected\" identity={word}-{hex8}", 1),
    ("INFO", "msg=\"starting workers\" controller={ctrl} count={small}", 2),
    ("DEBUG", "msg=\"watch event\" type={evtype} kind={kind} namespace={ns} name={word}", 15),
    ("WARN", "msg=\"deprecated api\" group=extensions kind={kind} user={user}", 2),
), {**_REQ, "ctrl": _pick("deployment", "replicaset", "ingress", "certificate", "secret-sync"),
    "ns": _pick("default", "kube-system", "payments", "checkout", "monitoring"),
    "err": _pick("context deadline exceeded", "the object has been modified; please apply your changes to the latest version",
                 "connection refused", "not found"),
    "evtype": _pick("ADDED", "MODIFIED", "DELETED"), "kind": _pick("Pod", "Service", "ConfigMap", "Ingress")},
    step_ms=150)

K8S = Format("k8s", _k8s, (
    ("INFO", "INFO  [{thread}] c.e.checkout.OrderController - Created order {uuid} for customer {user}", 30),
    ("INFO", "INFO  [{thread}] c.e.checkout.PaymentClient - Calling payments at http://payments.{ns}.svc.cluster.local:8080/charge", 20),
    ("WARN", "WARN  [{thread}] c.e.checkout.PaymentClient - Retrying charge for order {uuid} after {ms}", 5),
    ("ERROR", "ERROR [{thread}] c.e.checkout.OrderController - Charge failed for order {uuid}: {exc}", 4),
    ("ERROR", "java.lang.IllegalStateException: payment provider {provider} returned {small}", 4),
    ("ERROR", "\tat com.example.checkout.PaymentClient.charge(PaymentClient.java:{small})", 4),
    ("ERROR", "\tat com.example.checkout.OrderController.create(OrderController.java:{small})", 4),
    ("ERROR", "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:{small})", 4),
    ("ERROR", "\t... {small} common frames omitted", 3),
    ("ERROR", "Caused by: java.net.SocketTimeoutException: Read timed out", 3),
    ("INFO", "INFO  [main] o.s.b.w.embedded.tomcat.TomcatWebServer - Tomcat started on port(s): 8080 (http)", 1),
    ("INFO", "INFO  [main] c.e.checkout.Application - Started Application in {float} seconds", 1),
    ("DEBUG", "DEBUG [{thread}] o.h.SQL - select o.id, o.status from orders o where o.customer=?", 20),
    ("WARN", "WARN  [{thread}] o.h.engine.jdbc.spi.SqlExceptionHelper - SQL Error: 0, SQLState: {sqlstate}", 2),
    ("INFO", "Traceback (most recent call last):", 2),
    ("ERROR", "  File \"{pyfile}\", line {small}, in {word}", 4),
    ("ERROR", "KeyError: '{word}'", 2),
), {"thread": lambda rng: rng.choice(("http-nio-8080-exec-", "scheduling-", "task-")) + str(rng.randint(1, 20)),
    "ns": _pick("payments", "prod", "staging"), "provider": _pick("stripe", "adyen"),
    "exc": _pick("timeout", "declined", "provider error"), "sqlstate": _pick("08001", "40001", "57014"),
    "pyfile": lambda rng: "/app" + _path(rng) + ".py"}, step_ms=100)

FORMATS = (WINDOWS, ANDROID, HEALTHAPP, APACHE, ACCESS, NGINX, PROXIFIER, JSONL, LOGFMT, K8S)
