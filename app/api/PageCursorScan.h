// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cursor of the next page (meta.paging.cursors.after) read from the bytes of a list answer
// before the answer is decoded: a walker asks for the next page with it while the page is being
// decoded. A scan of the JSON structure, not a byte search: the top-level object is walked key by
// key and every other value skipped as a whole (strings with their escapes, nested objects and
// arrays), so that no text inside a line (a purpose, a name, "after" in a custom_id) can pass for
// the cursor. Nothing is built; a page of 50 lines is scanned in a few microseconds.
//
// The answer is unknown (std::nullopt) whenever the scan cannot be sure to agree with the
// decoder (ResourceCodecs' nextCursor()): bytes that are not one JSON object, nesting deeper than
// 64, a key on the way that is written with escapes or appears twice, a value on the way of
// another type than the decoder takes, a cursor written with escapes. The caller then waits for
// the decoded page, which says the cursor or the error.

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
