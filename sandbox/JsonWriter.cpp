// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonWriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace paydesk::sandbox {

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_hasItem.empty()) {
        if (m_hasItem.back())
            m_out += ',';
        m_hasItem.back() = true;
    }
}

void JsonWriter::open(char bracket)
{
    beforeValue();
    m_out += bracket;
    m_hasItem.push_back(false);
}

void JsonWriter::close(char bracket)
{
    m_hasItem.pop_back();
    m_out += bracket;
}

void JsonWriter::key(QLatin1StringView name)
{
    beforeValue();
    m_out += '"';
    m_out += QByteArrayView(name.data(), name.size());
    m_out += "\":";
    m_afterKey = true;
}

void JsonWriter::key(QStringView name)
{
    string(name);
    m_out += ':';
    m_afterKey = true;
}

void JsonWriter::string(QStringView text)
{
    beforeValue();
    m_out += '"';
    // Runs of plain ASCII are copied as they are; the rest is escaped or encoded in UTF-8.
    qsizetype runStart = 0;
    const auto flushRun = [&](qsizetype end) {
        if (end > runStart)
            m_out += text.sliced(runStart, end - runStart).toLatin1();
    };
    static constexpr char kHex[] = "0123456789abcdef";
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 0x20 && c < 0x7f && c != u'"' && c != u'\\')
            continue;
        flushRun(i);
        runStart = i + 1;
        switch (c) {
        case u'"':
            m_out += "\\\"";
            break;
        case u'\\':
            m_out += "\\\\";
            break;
        case u'\n':
            m_out += "\\n";
            break;
        case u'\r':
            m_out += "\\r";
            break;
        case u'\t':
            m_out += "\\t";
            break;
        case u'\b':
            m_out += "\\b";
            break;
        case u'\f':
            m_out += "\\f";
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                m_out += "\\u00";
                m_out += kHex[(c >> 4) & 0xf];
                m_out += kHex[c & 0xf];
            } else {
                // Non-ASCII: up to the next ASCII character, so that a surrogate pair stays whole.
                qsizetype end = i + 1;
                while (end < text.size() && text[end].unicode() >= 0x80)
                    ++end;
                m_out += text.sliced(i, end - i).toUtf8();
                i = end - 1;
                runStart = end;
            }
        }
    }
    flushRun(text.size());
    m_out += '"';
}

void JsonWriter::number(qint64 n)
{
    beforeValue();
    m_out += QByteArray::number(n);
}

void JsonWriter::boolean(bool b)
{
    beforeValue();
    m_out += b ? "true" : "false";
}

void JsonWriter::null()
{
    beforeValue();
    m_out += "null";
}

void JsonWriter::raw(QByteArrayView json)
{
    beforeValue();
    m_out += json;
}

void JsonWriter::value(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return null();
    case QJsonValue::Bool:
        return boolean(v.toBool());
    case QJsonValue::Double: {
        const double d = v.toDouble();
        // The range first: converting a double beyond qint64 to it is undefined.
        if (qAbs(d) < 9007199254740992.0 && d == double(qint64(d)))
            return number(qint64(d));
        beforeValue();
        m_out += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
        return;
    }
    case QJsonValue::String:
        return string(v.toString());
    case QJsonValue::Array: {
        beginArray();
        const QJsonArray array = v.toArray();
        for (const QJsonValue &item : array)
            value(item);
        return endArray();
    }
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = v.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            key(QStringView(it.key()));
            value(it.value());
        }
        return endObject();
    }
    }
}

} // namespace paydesk::sandbox
