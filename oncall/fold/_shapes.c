/* The fold's shaping pass in C: `shape_lines(lines)`.
 *
 * Every line of a fold is shaped (core.py, `_shape_lines`): its ASCII digits written as `1`
 * (the `0`s kept when a digit precedes an `x` or `X` in the line), then every id glued to a
 * word (`sess-12009e3e3932`) written as `1`. Lines with one shape have one template, so the
 * fold masks each distinct shape once. In Python each of those steps is a pass that makes a
 * new string per line or per chunk, and counting the shapes hashes each one again; on a log
 * flood that pass is most of the fold. Here each line is read once, shaped into a reused
 * buffer eight bytes at a time, and counted in a table keyed by the shape's bytes, so a
 * repeated shape costs no allocation at all.
 *
 * The rules are those of `masking.shapes_of` applied to each line on its own (core.py falls
 * back to the Python shaper when this module is not built; tests check both line by line):
 *
 * - digits: `0`-`9` become `1`; when some digit in the line is followed by `x` or `X`, `0`
 *   stays `0` (the one literal digit of the masking rules is the `0` of `0x1f`).
 * - ids (`masking._ID_AFTER_WORD`): a `-` after a letter of g-z or G-Z, then a run of 8 or
 *   more hex digits (the whole run, possessively) holding a decimal digit, then the end of
 *   the line or one of ` ,;)]}>"'|`: the `-` stays and the run becomes one `1`.
 *
 * Returns `(counts, firsts, lasts, (chars, utf8))`: each distinct shape -> its number of
 * lines, its first line's index and its last line's index (dicts in order of first
 * appearance), and the characters and UTF-8 bytes (lone surrogates as three) of the lines
 * joined by newlines. None when a line holds a newline (the caller cleans the lines first).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    PyObject *shape; /* a str, owned */
    uint64_t hash;
    Py_ssize_t count, first, last;
} Entry;

/* Open addressing over `entries`, in order of first appearance; `slots` hold index + 1. */
typedef struct {
    Entry *entries;
    Py_ssize_t used, allocated;
    Py_ssize_t *slots;
    size_t mask;
} Table;

static const unsigned char HEX[256] = {
    ['0'] = 2, ['1'] = 2, ['2'] = 2, ['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2,
    ['8'] = 2, ['9'] = 2, ['a'] = 1, ['b'] = 1, ['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1,
    ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1, ['F'] = 1,
}; /* 2 for a decimal digit, 1 for a hex letter */

static const unsigned char ENDS_ID[256] = {
    [' '] = 1, [','] = 1, [';'] = 1, [')'] = 1, [']'] = 1, ['}'] = 1, ['>'] = 1,
    ['"'] = 1, ['\''] = 1, ['|'] = 1,
};

static int is_digit(Py_UCS4 c) { return c - '0' <= 9; }

static int after_word(Py_UCS4 c) { return (c >= 'g' && c <= 'z') || (c >= 'G' && c <= 'Z'); }

/* If an id starts after the `-` at `dash`, the index just past it; else 0. */
static Py_ssize_t id_end(int kind, const void *data, Py_ssize_t len, Py_ssize_t dash) {
    if (dash == 0 || !after_word(PyUnicode_READ(kind, data, dash - 1)))
        return 0;
    Py_ssize_t end = dash + 1;
    int classes = 0;
    for (; end < len; end++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, end);
        if (c > 127 || !HEX[c])
            break;
        classes |= HEX[c];
    }
    if (end - dash - 1 < 8 || !(classes & 2))
        return 0;
    if (end < len) {
        Py_UCS4 c = PyUnicode_READ(kind, data, end);
        if (c > 127 || !ENDS_ID[c])
            return 0;
    }
    return end;
}

static int digit_before_x(int kind, const void *data, Py_ssize_t len) {
    for (Py_ssize_t i = 1; i < len; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if ((c == 'x' || c == 'X') && is_digit(PyUnicode_READ(kind, data, i - 1)))
            return 1;
    }
    return 0;
}

/* Bytes as lanes of a 64-bit word; every byte of an ASCII line is under 0x80, so setting
 * a lane's high bit and subtracting n borrows from no other lane. */
#define LANES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

static uint64_t lanes_at_least(uint64_t w, unsigned char n) { return ((w | HIGHS) - LANES * n) & HIGHS; }

static uint64_t lanes_equal(uint64_t w, unsigned char n) {
    return ~(((w ^ (LANES * n)) | HIGHS) - LANES) & HIGHS;
}

/* The character at `i` shaped: the one or two code points to write (`*count` of them, into
 * `out`), and the index of the next character to read (past an id, when one is merged). */
static inline Py_ssize_t shape_at(int kind, const void *data, Py_ssize_t len, Py_ssize_t i,
                                  int keep_zero, Py_UCS4 out[2], int *count) {
    Py_UCS4 c = PyUnicode_READ(kind, data, i);
    *count = 1;
    if (is_digit(c)) {
        out[0] = c == '0' && keep_zero ? '0' : '1';
        return i + 1;
    }
    out[0] = c;
    if (c == '-') {
        Py_ssize_t end = id_end(kind, data, len, i);
        if (end) {
            out[1] = '1';
            *count = 2;
            return end;
        }
    }
    return i + 1;
}

/* The shape of an ASCII line into `out` (at least `len` bytes); its length. Eight bytes
 * without a `-` are shaped at once; the bytes of a word with a `-` one at a time. */
static Py_ssize_t shape_ascii(const unsigned char *s, Py_ssize_t len, unsigned char *out,
                              int keep_zero) {
    Py_ssize_t i = 0, o = 0;
    while (i < len) {
        if (i + 8 <= len) {
            uint64_t w;
            memcpy(&w, s + i, 8);
            if (!lanes_equal(w, '-')) {
                uint64_t digits = lanes_at_least(w, '0') & ~lanes_at_least(w, '9' + 1);
                if (keep_zero)
                    digits &= ~lanes_equal(w, '0');
                uint64_t bytes = (digits >> 7) * 0xFF;
                w = (w & ~bytes) | (LANES * '1' & bytes);
                memcpy(out + o, &w, 8);
                i += 8;
                o += 8;
                continue;
            }
        }
        for (Py_ssize_t stop = i + 8 < len ? i + 8 : len; i < stop;) {
            Py_UCS4 shaped[2];
            int count;
            i = shape_at(PyUnicode_1BYTE_KIND, s, len, i, keep_zero, shaped, &count);
            for (int k = 0; k < count; k++)
                out[o++] = (unsigned char)shaped[k];
        }
    }
    return o;
}

/* The shape of any line, a code point per element of `out`; its length. */
static Py_ssize_t shape_wide(int kind, const void *data, Py_ssize_t len, Py_UCS4 *out,
                             int keep_zero) {
    Py_ssize_t o = 0;
    for (Py_ssize_t i = 0; i < len;) {
        int count;
        i = shape_at(kind, data, len, i, keep_zero, out + o, &count);
        o += count;
    }
    return o;
}

static uint64_t hash_bytes(const unsigned char *s, size_t n, int kind) {
    uint64_t h = ((uint64_t)n << 2 | (uint64_t)kind) * 0x9E3779B97F4A7C15ULL;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 32;
    }
    uint64_t w = 0;
    memcpy(&w, s + i, n - i);
    h = (h ^ w) * 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 29);
}

/* The entry whose shape has these `n` bytes of `kind`, or the empty slot for it. */
static Py_ssize_t *find(Table *t, const void *bytes, size_t n, int kind, uint64_t hash,
                        Entry **hit) {
    size_t slot = hash & t->mask;
    for (; t->slots[slot]; slot = (slot + 1) & t->mask) {
        Entry *e = &t->entries[t->slots[slot] - 1];
        if (e->hash == hash && PyUnicode_KIND(e->shape) == kind
            && (size_t)PyUnicode_GET_LENGTH(e->shape) * (size_t)kind == n
            && memcmp(PyUnicode_DATA(e->shape), bytes, n) == 0) {
            *hit = e;
            return NULL;
        }
    }
    *hit = NULL;
    return &t->slots[slot];
}

/* Add `shape` (a new reference, stolen) at `slot`, for line `index`; -1 on failure. */
static int add(Table *t, Py_ssize_t *slot, PyObject *shape, uint64_t hash, Py_ssize_t index) {
    if (t->used == t->allocated) {
        Py_ssize_t more = t->allocated * 2;
        Entry *entries = PyMem_Realloc(t->entries, (size_t)more * sizeof(Entry));
        if (entries == NULL) {
            Py_DECREF(shape);
            PyErr_NoMemory();
            return -1;
        }
        t->entries = entries;
        t->allocated = more;
    }
    t->entries[t->used] = (Entry){shape, hash, 1, index, index};
    *slot = ++t->used;
    if ((size_t)t->used * 2 <= t->mask + 1)
        return 0;
    size_t mask = t->mask * 2 + 1;
    Py_ssize_t *slots = PyMem_Calloc(mask + 1, sizeof(Py_ssize_t));
    if (slots == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t i = 0; i < t->used; i++) {
        size_t s = t->entries[i].hash & mask;
        while (slots[s])
            s = (s + 1) & mask;
        slots[s] = i + 1;
    }
    PyMem_Free(t->slots);
    t->slots = slots;
    t->mask = mask;
    return 0;
}

static size_t utf8_bytes(int kind, const void *data, Py_ssize_t len) {
    size_t n = 0;
    for (Py_ssize_t i = 0; i < len; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    }
    return n;
}

/* Shape line `index` into the table; 1 when it holds a newline, -1 on error, else 0. */
static int shape_one(Table *t, PyObject *line, Py_ssize_t index, unsigned char **buffer,
                     size_t *capacity, size_t *utf8) {
    Py_ssize_t len = PyUnicode_GET_LENGTH(line);
    int kind = PyUnicode_KIND(line);
    const void *data = PyUnicode_DATA(line);
    if (PyUnicode_FindChar(line, '\n', 0, len, 1) != -1)
        return 1;
    size_t need = (size_t)len * (PyUnicode_IS_ASCII(line) ? 1 : sizeof(Py_UCS4)) + 8;
    if (need > *capacity) {
        PyMem_Free(*buffer);
        *capacity = need * 2;
        *buffer = PyMem_Malloc(*capacity);
        if (*buffer == NULL) {
            *capacity = 0;
            PyErr_NoMemory();
            return -1;
        }
    }
    int keep_zero = (memchr(data, 'x', (size_t)len * (size_t)kind) != NULL
                     || memchr(data, 'X', (size_t)len * (size_t)kind) != NULL)
                    && digit_before_x(kind, data, len);
    Entry *hit;
    Py_ssize_t *slot;
    if (PyUnicode_IS_ASCII(line)) {
        *utf8 += (size_t)len;
        Py_ssize_t n = shape_ascii(data, len, *buffer, keep_zero);
        uint64_t hash = hash_bytes(*buffer, (size_t)n, PyUnicode_1BYTE_KIND);
        slot = find(t, *buffer, (size_t)n, PyUnicode_1BYTE_KIND, hash, &hit);
        if (hit == NULL) {
            PyObject *shape = PyUnicode_New(n, 127);
            if (shape == NULL)
                return -1;
            memcpy(PyUnicode_1BYTE_DATA(shape), *buffer, (size_t)n);
            return add(t, slot, shape, hash, index);
        }
    } else {
        *utf8 += utf8_bytes(kind, data, len);
        Py_ssize_t n = shape_wide(kind, data, len, (Py_UCS4 *)*buffer, keep_zero);
        PyObject *shape = PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, *buffer, n);
        if (shape == NULL)
            return -1;
        int shape_kind = PyUnicode_KIND(shape);
        size_t bytes = (size_t)n * (size_t)shape_kind;
        uint64_t hash = hash_bytes(PyUnicode_DATA(shape), bytes, shape_kind);
        slot = find(t, PyUnicode_DATA(shape), bytes, shape_kind, hash, &hit);
        if (hit == NULL)
            return add(t, slot, shape, hash, index);
        Py_DECREF(shape);
    }
    hit->count++;
    hit->last = index;
    return 0;
}

static PyObject *results(Table *t, size_t chars, size_t utf8) {
    PyObject *counts = PyDict_New(), *firsts = PyDict_New(), *lasts = PyDict_New();
    if (counts == NULL || firsts == NULL || lasts == NULL)
        goto fail;
    for (Py_ssize_t i = 0; i < t->used; i++) {
        Entry *e = &t->entries[i];
        PyObject *dicts[3] = {counts, firsts, lasts};
        Py_ssize_t values[3] = {e->count, e->first, e->last};
        for (int k = 0; k < 3; k++) {
            PyObject *value = PyLong_FromSsize_t(values[k]);
            if (value == NULL || PyDict_SetItem(dicts[k], e->shape, value) < 0) {
                Py_XDECREF(value);
                goto fail;
            }
            Py_DECREF(value);
        }
    }
    return Py_BuildValue("(NNN(nn))", counts, firsts, lasts, (Py_ssize_t)chars,
                         (Py_ssize_t)utf8);
fail:
    Py_XDECREF(counts);
    Py_XDECREF(firsts);
    Py_XDECREF(lasts);
    return NULL;
}

static PyObject *shape_lines(PyObject *module, PyObject *arg) {
    PyObject *seq = PySequence_Fast(arg, "shape_lines: lines must be a sequence of str");
    if (seq == NULL)
        return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    Table t = {PyMem_Malloc(64 * sizeof(Entry)), 0, 64, PyMem_Calloc(128, sizeof(Py_ssize_t)),
               127};
    unsigned char *buffer = NULL;
    size_t capacity = 0, chars = count ? (size_t)count - 1 : 0, utf8 = chars;
    PyObject *result = NULL;
    if (t.entries == NULL || t.slots == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        /* No Python code runs in this loop, so `seq` cannot change under it. */
        PyObject *line = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyUnicode_Check(line)) {
            PyErr_Format(PyExc_TypeError, "sequence item %zd: expected str instance, %.80s found",
                         i, Py_TYPE(line)->tp_name);
            goto done;
        }
        chars += (size_t)PyUnicode_GET_LENGTH(line);
        int status = shape_one(&t, line, i, &buffer, &capacity, &utf8);
        if (status < 0)
            goto done;
        if (status > 0) {
            result = Py_NewRef(Py_None);
            goto done;
        }
    }
    result = results(&t, chars, utf8);
done:
    for (Py_ssize_t i = 0; i < t.used; i++)
        Py_DECREF(t.entries[i].shape);
    PyMem_Free(t.entries);
    PyMem_Free(t.slots);
    PyMem_Free(buffer);
    Py_DECREF(seq);
    return result;
}

static PyMethodDef methods[] = {
    {"shape_lines", shape_lines, METH_O,
     "shape_lines(lines) -> (counts, firsts, lasts, (chars, utf8)) | None\n\n"
     "Each distinct line shape -> its count, first and last line index; the size of the\n"
     "lines joined by newlines. None when a line holds a newline."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef shapes_module = {
    PyModuleDef_HEAD_INIT, "oncall.fold._shapes",
    "The fold's shaping pass in C (see core.py; the pure-Python shaper gives the same folds).",
    0, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__shapes(void) { return PyModuleDef_Init(&shapes_module); }
