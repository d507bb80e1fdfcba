// SPDX-License-Identifier: GPL-3.0-or-later
#include "RemedyText.h"

#include <QCoreApplication>

namespace paydesk::ui {

QString remedyActionText(Remedy remedy)
{
    switch (remedy) {
    case Remedy::OpenSettings:
        return QCoreApplication::translate("paydesk::ui::RemedyText", "Open Settings…");
    case Remedy::CheckKey:
        return QCoreApplication::translate("paydesk::ui::RemedyText", "Check Key…");
    case Remedy::RetryLater:
        return QCoreApplication::translate("paydesk::ui::RemedyText", "Retry");
    case Remedy::None:
    case Remedy::ContactSupport:
    case Remedy::UpdatePaydesk:
    case Remedy::RestoreBackup:
        break;
    }
    return {};
}

bool remedyOpensSettings(Remedy remedy)
{
    return remedy == Remedy::OpenSettings || remedy == Remedy::CheckKey;
}

QString remedySentence(Remedy remedy)
{
    switch (remedy) {
    case Remedy::OpenSettings:
        return QCoreApplication::translate("paydesk::ui::RemedyText", "Change this in Settings.");
    case Remedy::CheckKey:
        return QCoreApplication::translate("paydesk::ui::RemedyText", "Check the key in Settings.");
    case Remedy::ContactSupport:
        return QCoreApplication::translate("paydesk::ui::RemedyText",
                                           "If it keeps happening, contact support.");
    case Remedy::UpdatePaydesk:
        return QCoreApplication::translate("paydesk::ui::RemedyText",
                                           "Install the newest Paydesk to use it.");
    case Remedy::RestoreBackup:
        return QCoreApplication::translate("paydesk::ui::RemedyText",
                                           "Restore it from a backup, or ask your administrator.");
    case Remedy::None:
    case Remedy::RetryLater:
        break;
    }
    return {};
}

QString withRemedySentence(const QString &message, Remedy remedy)
{
    const QString sentence = remedySentence(remedy);
    if (sentence.isEmpty())
        return message;
    if (message.isEmpty())
        return sentence;
    return message + u' ' + sentence;
}

} // namespace paydesk::ui
