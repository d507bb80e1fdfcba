// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON -> resource value types. Every reader ignores fields it does not know, tolerates absent
// optional fields and records missing or mistyped required ones in the JsonReader, by path.
// Which fields are required is written once, in ResourceCodecs.cpp, next to each reader.

#include "JsonReader.h"
#include "Resources.h"

#include <optional>

namespace paydesk::api::codec {

void read(JsonReader &r, const QJsonObject &o, Bank &out);
void read(JsonReader &r, const QJsonObject &o, Wallet &out);
void read(JsonReader &r, const QJsonObject &o, LookupResult &out);
void read(JsonReader &r, const QJsonObject &o, PaymentAccount &out);
void read(JsonReader &r, const QJsonObject &o, Payout &out);
void read(JsonReader &r, const QJsonObject &o, Payin &out);
void read(JsonReader &r, const QJsonObject &o, Statement &out);
void read(JsonReader &r, const QJsonObject &o, StatementLine &out);
void read(JsonReader &r, const QJsonObject &o, ResourceState &out);
void read(JsonReader &r, const QJsonObject &o, PaymentAccountDetails &out);

// meta.paging.cursors.after of a list answer; empty when absent (last page).
QString nextCursor(JsonReader &r, const QJsonObject &root);

// The items of `array`; none once a problem is found (the answer is then an error, and a huge
// invalid answer is not also held in memory). Once the reader is full the rest is not read.
template<typename T> QList<T> readList(JsonReader &r, const QJsonArray &array)
{
    QList<T> out;
    out.reserve(qMin<qsizetype>(array.size(), 1000)); // a page of the service is far smaller
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (r.isFull()) {
            r.skipItems(array.size() - i);
            break;
        }
        const JsonReader::Scope scope = r.enter(i);
        const QJsonValue item = array.at(i);
        T value;
        if (item.isObject())
            read(r, item.toObject(), value);
        else
            r.addProblem({}, JsonReader::tr("must be an object"));
        if (r.isOk())
            out.append(std::move(value));
        else if (!out.isEmpty())
            out = QList<T>();
    }
    return out;
}

// The `data` object of an answer `root`.
template<typename T> T decodeData(JsonReader &r, const QJsonObject &root)
{
    T value;
    const QJsonObject data = r.object(root, QLatin1StringView("data"));
    const JsonReader::Scope scope = r.enter(QLatin1StringView("data"));
    read(r, data, value);
    return value;
}

// The `data` array of an answer `root` (banks, wallets).
template<typename T> QList<T> decodeList(JsonReader &r, const QJsonObject &root)
{
    const QJsonArray data = r.array(root, QLatin1StringView("data"));
    const JsonReader::Scope scope = r.enter(QLatin1StringView("data"));
    return readList<T>(r, data);
}

// The `data` array and the paging cursor of a paginated answer `root`.
template<typename T> Page<T> decodePage(JsonReader &r, const QJsonObject &root)
{
    Page<T> page;
    page.items = decodeList<T>(r, root);
    page.nextCursor = nextCursor(r, root);
    return page;
}

} // namespace paydesk::api::codec
