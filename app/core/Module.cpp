// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Module.h"

#include "core/Logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QLibrary>
#include <QMutex>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace paydesk::core {

PAYDESK_LOGGING_CATEGORY(lcModule, "module")

namespace {

ModuleSymbol search(const QString &name, const char *symbol)
{
    QStringList folders;
    if (const QString dir = qEnvironmentVariable("PAYDESK_MODULE_DIR"); !dir.isEmpty())
        folders << dir;
    if (QCoreApplication::instance()) {
        const QString app = QCoreApplication::applicationDirPath();
        folders << app << QDir(app).filePath(u"../lib/paydesk/modules"_s)
                << QDir(app).filePath(u"../PlugIns"_s);
    }
    QStringList tried;
    for (const QString &folder : std::as_const(folders)) {
        // Never unloaded: what it returns may be kept anywhere.
        auto *library = new QLibrary(QDir(folder).filePath(name));
        if (library->load()) {
            if (QFunctionPointer f = library->resolve(symbol))
                return {f, {}, false};
        }
        tried << library->errorString();
        delete library;
    }
    ModuleSymbol none;
    none.beforeApplication = !QCoreApplication::instance();
    none.problem = tried.isEmpty() ? u"no folder to look in"_s : tried.join(u"; "_s);
    return none;
}

} // namespace

ModuleSymbol resolveModuleSymbol(const QString &name, const char *symbol)
{
    static QMutex mutex;
    static QHash<QString, ModuleSymbol> known; // by "module/symbol"
    QMutexLocker lock(&mutex);
    const QString key = name + u'/' + QLatin1StringView(symbol);
    const auto it = known.constFind(key);
    if (it != known.cend() && !(it->beforeApplication && QCoreApplication::instance()))
        return *it;
    const ModuleSymbol found = search(name, symbol);
    if (found.function)
        qCInfo(lcModule).noquote() << "module" << name << "loaded";
    else
        qCWarning(lcModule).noquote() << "module" << name << "not loaded:" << found.problem;
    known.insert(key, found);
    return found;
}

} // namespace paydesk::core
