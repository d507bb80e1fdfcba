// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cursor of the next page (meta.paging.cursors.after) read from the bytes of a list answer
// before the answer is decoded: a walker asks for the next page with it while the page is being
// decoded, so the read is on the path of every page and must cost next to nothing.
//
// The service writes meta after the lines, so the root object is read from its end, member by
// member backwards, up to the last one named "meta" (the member a JSON object keeps when a name
// comes twice); the lines are never walked. Backwards, a string starts at the first quote that
// is not escaped, and a nested value is passed by matching its brackets with the strings in it
// passed as strings, so no text inside a line (a purpose, a name, "after" in a custom_id) can
// pass for the cursor. meta itself is then read forwards (JsonLexer). A page of 50 lines is read
// in about a microsecond.
//
// The answer is unknown (std::nullopt) whenever the scan cannot be sure to agree with the
// decoder (ResourceCodecs' nextCursor()) on a JSON answer: bytes that do not end as an object,
// nesting deeper than 64, a key on the way written with escapes, a key inside meta met twice, a
// value on the way of another type than the decoder takes, a cursor written with escapes. What
// comes before meta is not checked: on bytes that are not JSON there, the scan may read a cursor
// while the decoder refuses the page. That costs one request at most: PageWalker gives the
// decoded page or its error, and asks again when the decoded cursor differs from the scanned one.

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace paydesk::api {

class PageCursorScan
{
public:
    // The next page's cursor; an empty string when the answer has none (the last page: meta,
    // paging, cursors or after absent or null, or after ""); nullopt when the scan cannot tell.
    static std::optional<QString> nextCursor(QByteArrayView body);
};

} // namespace paydesk::api
