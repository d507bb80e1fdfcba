// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QStringView>

#include <vector>

namespace paydesk::sandbox {

// Writes compact JSON (RFC 8259, UTF-8) straight into bytes, in the order it is told. The
// service's answers are written with it: building a QJsonObject tree first and serialising it
// afterwards cost the sandbox most of the time of a request (each insert into a QJsonObject
// moves its CBOR storage; the tree is then walked again to write it).
//
//     JsonWriter w;
//     w.beginObject();
//     w.field("id", id);
//     w.key("amount");
//     w.beginObject(); ... w.endObject();
//     w.endObject();
//     QByteArray bytes = w.take();
//
// Keys are written as given (Latin-1 names of the interface, not escaped). The writer does not
// check nesting beyond what commas need: the code that drives it is the sandbox's own.
class JsonWriter
{
public:
    JsonWriter() { m_out.reserve(512); }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }

    void key(QLatin1StringView name);
    void key(QStringView name); // any text, escaped (a key of received JSON)
    void string(QStringView text);
    void number(qint64 n);
    void boolean(bool b);
    void null();
    void value(const QJsonValue &v); // any JSON value, objects and arrays included
    // Bytes that are already one JSON value (such as a page written by another writer).
    void raw(QByteArrayView json);

    void field(QLatin1StringView name, QStringView text)
    {
        key(name);
        string(text);
    }
    void field(QLatin1StringView name, const QString &text) { field(name, QStringView(text)); }
    void field(QLatin1StringView name, const QJsonValue &v)
    {
        key(name);
        value(v);
    }

    QByteArray take() { return std::move(m_out); }

private:
    void beforeValue();
    void open(char bracket);
    void close(char bracket);

    QByteArray m_out;
    std::vector<bool> m_hasItem; // per open object or array: something written in it already
    bool m_afterKey = false;
};

} // namespace paydesk::sandbox
