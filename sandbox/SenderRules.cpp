// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of a payout's sender and on_behalf_of: see SenderRules.h.
#include "SenderRules.h"

#include "ValidationSupport.h"

#include <QHash>
#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox::validation {

namespace {

void address(const FieldReader &sender)
{
    const std::optional<QJsonObject> object = sender.object(u"address", Need::Optional);
    if (!object)
        return;
    const FieldReader in = sender.child(u"address", *object);
    in.string(u"city", Need::Required);
    const std::optional<QString> country = in.alpha2(u"country", Need::Required);
    in.string(u"line_1", Need::Required);
    const std::optional<QString> postalCode = in.string(u"postal_code", Need::Required);
    in.string(u"line_2", Need::Optional);
    in.string(u"line_3", Need::Optional);
    if (country && postalCode) {
        const QString pattern = spec::postalCodePattern(*country);
        if (!pattern.isEmpty() && !FieldReader::matches(FieldReader::anchored(pattern), *postalCode))
            in.add(u"postal_code", u"is not a valid postal code for %1"_s.arg(*country));
    }
}

void individual(const FieldReader &sender, QDate today)
{
    const std::optional<QJsonObject> object = sender.object(u"individual", Need::Optional);
    if (!object)
        return;
    const FieldReader in = sender.child(u"individual", *object);
    const std::optional<QDate> dob = in.date(u"dob", Need::Optional);
    if (dob && *dob > today)
        in.add(u"dob", u"must not be in the future"_s);

    const std::optional<QJsonObject> document = in.object(u"identity_document", Need::Optional);
    if (!document)
        return;
    const FieldReader doc = in.child(u"identity_document", *document);
    doc.alpha2(u"country", Need::Required);
    const std::optional<QDate> expiresOn = doc.date(u"expires_on", Need::Required);
    doc.string(u"number", Need::Required);
    doc.oneOf(u"type", codesOf<spec::identityDocumentTypes>(), Need::Required);
    const std::optional<QDate> issuedOn = doc.date(u"issued_on", Need::Optional);
    if (issuedOn && expiresOn && *issuedOn > *expiresOn)
        doc.add(u"issued_on", u"must not be after expires_on"_s);
}

// The value at a dotted path ("sender.address.city") given, as isGiven() sees it.
bool isGivenAt(const QJsonObject &root, QStringView path)
{
    QJsonObject object = root;
    qsizetype start = 0;
    for (qsizetype dot = path.indexOf(u'.'); dot >= 0; start = dot + 1, dot = path.indexOf(u'.', start)) {
        const QJsonValue value = object.value(path.sliced(start, dot - start));
        if (!value.isObject())
            return false;
        object = value.toObject();
    }
    return isGiven(object, path.sliced(start));
}

// spec::senderRequirements() of each country, made once: every payout asks.
const spec::SenderRequirements &senderRequirementsOf(const QString &country)
{
    static const QHash<QString, spec::SenderRequirements> byCountry = [] {
        QHash<QString, spec::SenderRequirements> out;
        for (const spec::CountryInfo &c : spec::countries()) {
            const QString code = QString::fromLatin1(c.code);
            out.insert(code, spec::senderRequirements(code));
        }
        return out;
    }();
    static const spec::SenderRequirements none;
    const auto it = byCountry.constFind(country);
    return it == byCountry.cend() ? none : *it;
}

} // namespace

void onBehalfOf(const FieldReader &body)
{
    const QJsonValue value = body.object().value(u"on_behalf_of");
    if (value.isUndefined() || value.isNull())
        return;
    if (!value.isArray()) {
        body.add(u"on_behalf_of", u"must be an array of strings"_s);
        return;
    }
    const QJsonArray items = value.toArray();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString name = u"on_behalf_of.%1"_s.arg(i);
        const QJsonValue item = items.at(i);
        if (!item.isString())
            body.add(name, u"must be a string"_s);
        else if (item.toString().trimmed().isEmpty()
                 || FieldReader::characterCount(item.toString()) > spec::limits::onBehalfOfMaxLength)
            body.add(name, u"must be 1 to %1 characters"_s.arg(spec::limits::onBehalfOfMaxLength));
    }
}

void sender(const FieldReader &body, QDate today)
{
    const std::optional<QJsonObject> object = body.object(u"sender", Need::Optional);
    if (!object)
        return;
    const FieldReader in = body.child(u"sender", *object);
    in.text(u"name", Need::Required, kNameMaxCharacters);
    in.oneOf(u"type", codesOf<spec::holderTypes>(), Need::Required);
    address(in);
    individual(in, today);
}

// decisions.md: a payout to one of the listed countries needs a sender with these fields.
void requiredSender(const FieldReader &body, const QString &country, FieldErrors &errors)
{
    const spec::SenderRequirements &needs = senderRequirementsOf(country);
    if (needs.everySender.isEmpty())
        return;
    const auto message = [&] { return u"is required for a recipient in %1"_s.arg(country); };
    const QJsonObject request = body.object();
    const QJsonValue sender = request.value(u"sender");
    if (sender.isUndefined() || sender.isNull()) {
        body.add(u"sender"_s, message());
        return;
    }
    if (!sender.isObject() || errors.has(u"sender"_s))
        return;
    const bool individual = sender.toObject().value(u"type").toString() == u"INDIVIDUAL";
    const auto reported = [&](const QString &path) {
        if (errors.isEmpty())
            return false; // most bodies
        // The field itself (given but wrong, or required inside a block that was used) or a
        // block around it that is not an object.
        for (qsizetype dot = path.indexOf(u'.'); dot > 0; dot = path.indexOf(u'.', dot + 1)) {
            if (errors.has(path.first(dot)))
                return true;
        }
        return errors.has(path);
    };
    for (const QStringList *paths : {&needs.everySender, individual ? &needs.individualSender : nullptr}) {
        for (qsizetype i = 0; paths && i < paths->size(); ++i) {
            const QString &path = paths->at(i);
            if (!reported(path) && !isGivenAt(request, path))
                errors.add(path, message());
        }
    }
}

} // namespace paydesk::sandbox::validation
