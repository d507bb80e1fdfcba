// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pages decoded straight from the answer's bytes (JsonLexer), without a QJsonDocument: for the
// lists read by the thousand pages (a statement's lines, exported or checked in full), where
// building the document and reading it back cost four times the rest of the work.
//
// It is a fast path, never a second opinion: it decodes only an answer the full decoder
// (ResourceCodecs through ReplyParser) would take without a problem, and gives exactly what that
// decoder gives. Whatever is the least bit unusual is declined (false) and left to the full
// decoder, which then says what is wrong: a missing or mistyped field, an amount that does not
// parse, a time that is not RFC 3339, a key met twice or written with escapes, a string it would
// have to unescape, any text beyond ASCII, a number with an exponent, deep nesting, bytes after
// the object. tst_directdecode holds it to that on valid pages and thousands of damaged ones.

#include "Resources.h"

#include <QByteArrayView>

namespace paydesk::api::direct {

// A page of statement lines ({"data": [...], "meta": {"paging": {"cursors": {"after"}}}}); false:
// declined, `page` is then unspecified.
bool decode(QByteArrayView body, Page<StatementLine> &page);

} // namespace paydesk::api::direct
