"""A fast tokenizer for page content streams that gives exactly pypdf's ``ContentStream.operations``.

pypdf reads a content stream a byte or a small chunk at a time through ``BytesIO`` (its
``_parse_content_stream``, ``read_object`` and friends), and that is about half of the parser
worker's CPU on a 10-K. :func:`operations` reads the same bytes with compiled regular expressions
and builds the same list: ``(operands, operator)`` tuples whose operands are pypdf's own objects
(``NumberObject``, ``FloatObject``, ``NameObject``, strings from ``create_string_object``,
``ArrayObject``, ``DictionaryObject``, ``BooleanObject``, ``NullObject``) with the same types and
values, operators as the same bytes.

It follows pypdf 7.1.0's reading rule by rule, including its quirks: a word at the top level is an
operator (``true`` too), ``T*``/``f*`` are one operator, a number is a run of ``+,-.0-9`` and is a
float when it holds a ``.``, ``#xx`` in names is decoded as ``NameObject.unnumber`` does. What it
does not mirror it refuses with :class:`Unsupported`, and the caller then lets pypdf parse the
whole stream itself: inline images (``BI``), object references (``1 0 R``), comments inside arrays
and dictionaries, unknown string escapes (pypdf logs those), duplicate dictionary keys, anything
malformed, and tokens near pypdf's length limits. It is never less bounded than pypdf: a stream
longer in bytes than pypdf's ``stream_parsing_work_maximum_count`` (pypdf's units of work are at
most one a byte) and an array or dictionary past pypdf's element limits are refused too, and pypdf
then counts and raises its own ``LimitReachedError``.
"""

from __future__ import annotations

import binascii
import io
import math
import re
from functools import partial
from typing import Any

from pypdf import get_configuration
from pypdf.generic import (
    ArrayObject,
    BooleanObject,
    ByteStringObject,
    DictionaryObject,
    FloatObject,
    NameObject,
    NullObject,
    NumberObject,
    create_string_object,
)

# The pypdf versions whose reader this one was checked against, token rule by token rule and page by
# page on real filings; with any other, pdf_streams leaves parsing to pypdf.
PYPDF_VERSIONS = frozenset({"7.1.0"})


class Unsupported(Exception):
    """The stream holds something this tokenizer does not mirror; pypdf should parse it."""


_WHITESPACE = b"\x00\t\n\f\r "  # pypdf's WHITESPACES; a vertical tab is not among them
_WS = rb"[\x00\t\n\f\r ]*"
_REGULAR = rb"[^\s()<>\[\]{}/%]"  # bytes up to NameObject.delimiter_pattern (\s includes \v)
_END_OF_WORD = rb"(?!" + _REGULAR + rb")"

# One token after optional whitespace; the group that matched says which (``Match.lastindex``). Every
# position matches something (the last group is any byte), so tokens follow each other without gaps.
# Lengths are bounded where pypdf's are (a longer token is "anything else").
_TOKEN = re.compile(
    _WS
    + b"(?:"
    + b"|".join(
        (
            rb"(?!BI" + _END_OF_WORD + rb")([A-Za-z'\"]" + _REGULAR + rb"{0,62}+)" + _END_OF_WORD,  # 1 an operator
            rb"([+-]?\d{1,17}+)(?![+,\-.\d])",  # 2 an integer
            rb"([+-]?(?:\d{1,17}+\.\d{0,17}+|\.\d{1,17}+))(?![+,\-.\d])",  # 3 a real
            rb"<((?:[0-9A-Fa-f]{2})*+)>",  # 4 a hexadecimal string of whole bytes
            rb"(/[^\s()<>\[\]{}/%#\x80-\xff]{0,1000}+)" + _END_OF_WORD,  # 5 a plain ASCII name
            rb"\(([^()\\]*+)\)",  # 6 a literal string without escapes or nesting
            rb"<([0-9A-Fa-f\x00\t\n\f\r ]*+)>",  # 7 any other hexadecimal string
            rb"\(((?:[^()\\]++|\\[\s\S]|\((?:[^()\\]++|\\[\s\S]|\((?:[^()\\]++|\\[\s\S])*+\))*+\))*+)\)",  # 8 any other
            rb"(\[|<<)",  # 9 an array or a dictionary opens
            rb"(\]|>>(?!" + _WS + rb"s))",  # 10 one closes (pypdf reads "<< >> stream" as a stream object)
            rb"([0-9+\-.][0-9+,\-.]{0,38}+)(?![+,\-.\d])",  # 11 any other run of pypdf's number bytes
            rb"(/" + _REGULAR + rb"{0,1000}+)" + _END_OF_WORD,  # 12 a name with #xx or bytes beyond ASCII
            rb"(%[^\r\n]*+[\r\n]?)",  # 13 a comment
            rb"(\Z)",  # 14 the end
            rb"([\s\S])",  # 15 anything else: an inline image, a string nested deeper, a lone ")", ...
        )
    )
    + b")"
)
(_WORD, _INT, _REAL, _HEX, _NAME, _STRING, _ANY_HEX, _ANY_STRING, _OPEN, _CLOSE, _NUMBER, _ANY_NAME, _COMMENT, _END) = (
    range(1, 15)
)

# pypdf's read_object takes "12 0 R" for an object reference, and fails on it in a content stream.
_REFERENCE = re.compile(rb"\d\s+\d+\s+R[^a-zA-Z]")
_ESCAPE = re.compile(rb"\\([0-7]{1,3}|[\r\n][\r\n]?|[\s\S])")
_ESCAPES = {ord(k): bytes(v, "ascii") for k, v in zip("nrtbf", "\n\r\t\b\f")} | {
    c: bytes((c,)) for c in b"()/\\ %<>[]#_&$"
}
_MAX_DEPTH = 32  # pypdf recurses per level; deeper nesting is left to it


def operations(data: bytes, forced_encoding: Any) -> list[tuple[Any, bytes]]:
    """``ContentStream(...).operations`` of the decoded stream ``data``; :class:`Unsupported` when unsure."""
    if type(data) is not bytes:
        data = bytes(data)  # pypdf's tokens are bytes whatever it read them from
    config = get_configuration()
    # pypdf counts one unit of work per operator, operand and array element and two per dictionary
    # entry, each unit on a byte of its own: a stream no longer than the budget cannot exceed it.
    if len(data) > config.stream_parsing_work_maximum_count:
        raise Unsupported("a stream longer than pypdf's parsing budget")
    if _REFERENCE.search(data):
        raise Unsupported("an object reference")
    max_array = config.array_maximum_element_count
    max_dict = config.dictionary_maximum_element_count
    if forced_encoding == "bytes":
        string: Any = ByteStringObject  # what create_string_object gives for "bytes"
    else:
        string = partial(create_string_object, forced_encoding=forced_encoding)
    number, real, name, unhexlify = NumberObject, FloatObject, NameObject, binascii.unhexlify
    new_int, new_float = int.__new__, float.__new__
    ops: list[tuple[Any, bytes]] = []
    operands: list[Any] = []
    stack: list[Any] = []  # the arrays (ArrayObject) and dictionaries (dict) being read, innermost last
    keys: list[Any] = []  # per open dictionary, the key read and waiting for its value (else None)
    value: Any
    for m in _TOKEN.finditer(data):
        kind = m.lastindex
        if kind == _WORD:
            word = m[kind]
            if not stack:
                ops.append((operands, word))
                operands = []
                continue
            if word == b"true" or word == b"false":
                value = BooleanObject(word == b"true")
            elif word == b"null":
                value = NullObject()
            else:
                raise Unsupported(f"{word!r} inside an array or a dictionary")
        elif kind == _INT:
            value = new_int(number, int(m[kind]))
        elif kind == _REAL:
            value = new_float(real, float(m[kind]))
        elif kind == _HEX:
            value = string(unhexlify(m[kind]))
        elif kind == _NAME:
            value = name(m[kind].decode("ascii"))
        elif kind == _STRING:
            value = string(m[kind])
        elif kind == _ANY_HEX:
            digits = m[kind].translate(None, _WHITESPACE)
            value = string(unhexlify(digits + b"0" if len(digits) % 2 else digits))
        elif kind == _ANY_STRING:
            value = string(_ESCAPE.sub(_unescape, m[kind]))
        elif kind == _OPEN:
            if stack and type(stack[-1]) is dict and keys[-1] is None:
                raise Unsupported("a dictionary key that is not a name")
            if len(stack) >= _MAX_DEPTH:
                raise Unsupported("deep nesting")
            if m[kind] == b"[":
                stack.append(ArrayObject())
            else:
                stack.append({})
                keys.append(None)
            continue
        elif kind == _CLOSE:
            if not stack:
                raise Unsupported("a closing bracket outside any")
            inner = stack.pop()
            if m[kind] == b"]":
                if type(inner) is not ArrayObject or len(inner) > max_array:
                    raise Unsupported("a mismatched or long array")
                value = inner
            else:
                if type(inner) is not dict or keys.pop() is not None or len(inner) > max_dict:
                    raise Unsupported("a mismatched, unfinished or long dictionary")
                value = DictionaryObject()
                value.update(inner)
        elif kind == _NUMBER:
            raw = m[kind]
            try:
                value = new_float(real, float(raw)) if b"." in raw else new_int(number, int(raw))
            except ValueError:
                raise Unsupported("a malformed number") from None  # pypdf reads 0 and logs a warning
        elif kind == _ANY_NAME:
            value = NameObject.read_from_stream(io.BytesIO(m[kind]), None)  # pypdf's own #xx and charsets
        elif kind == _COMMENT:
            if stack:
                raise Unsupported("a comment inside an array or a dictionary")
            continue
        elif kind == _END:
            if stack:
                raise Unsupported("an array or a dictionary left open")
            return ops
        else:
            raise Unsupported(f"unexpected {data[m.start(kind) : m.start(kind) + 20]!r}")
        # place the value read
        if not stack:
            operands.append(value)
        elif type(stack[-1]) is not dict:
            stack[-1].append(value)
        elif keys[-1] is not None:
            _put(stack[-1], keys, value)
        elif type(value) is NameObject:
            keys[-1] = value
        else:
            raise Unsupported("a dictionary key that is not a name")
    raise AssertionError("the end always matches")  # pragma: no cover


def same(a: Any, b: Any) -> bool:
    """Same type and value, recursively (a float's sign included, a string's attributes too): how
    :func:`operations` is checked against pypdf's own list (the tests, ``scripts/check_pdf_tokens.py``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return a == b and math.copysign(1, a) == math.copysign(1, b)
    if isinstance(a, dict):
        return len(a) == len(b) and all(same(x, y) and same(a[x], b[y]) for x, y in zip(a, b))
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b and getattr(a, "__dict__", None) == getattr(b, "__dict__", None)


def _put(entries: dict[Any, Any], keys: list[Any], value: Any) -> None:
    """Store ``value`` under the innermost dictionary's waiting key."""
    key = keys[-1]
    if key is None:
        raise Unsupported("a dictionary key that is not a name")
    if key in entries:
        raise Unsupported("a repeated dictionary key")  # pypdf keeps the first and logs
    entries[key] = value
    keys[-1] = None


def _unescape(m: re.Match[bytes]) -> bytes:
    """One escape of a literal string, as pypdf's ``read_string_from_stream`` decodes it.

    An octal escape above 255 stays a backslash and its digits; an escaped line break (one or two
    line-break bytes) is dropped; an unknown escape is refused (pypdf keeps it and logs a warning).
    """
    seq = m[1]
    first = seq[0]
    if 0x30 <= first <= 0x37:
        code = int(seq, 8)
        return bytes((code,)) if code <= 255 else b"\\" + seq
    if first in (0x0A, 0x0D):
        return b""
    try:
        return _ESCAPES[first]
    except KeyError:
        raise Unsupported("an unknown string escape") from None
