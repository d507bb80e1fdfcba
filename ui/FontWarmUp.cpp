// SPDX-License-Identifier: GPL-3.0-or-later
#include "FontWarmUp.h"

#include <QtGlobal>

#if defined(Q_OS_LINUX)
#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <sched.h>
#endif

namespace paydesk::ui {

struct FontWarmUp::Private
{
    int makerProcessor = -1;
    int threadProcessor = -1;
    bool read = false;
#if defined(Q_OS_LINUX)
    pthread_t thread {};
    bool running = false;

    static void *run(void *self)
    {
        auto *d = static_cast<Private *>(self);
        pthread_setname_np(pthread_self(), "paydesk-fonts");
        d->threadProcessor = sched_getcpu();
        d->read = FcInit() == FcTrue;
        return nullptr;
    }
#endif
};

FontWarmUp::FontWarmUp()
    : d(std::make_unique<Private>())
{
#if defined(Q_OS_LINUX)
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    d->makerProcessor = sched_getcpu();
    if (d->makerProcessor < 0 || sched_getaffinity(0, sizeof allowed, &allowed) != 0
        || !CPU_ISSET(d->makerProcessor, &allowed) || CPU_COUNT(&allowed) < 2)
        return; // one processor (or unknown): the window's thread reads it when it needs it
    CPU_CLR(d->makerProcessor, &allowed);
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0)
        return;
    // Placed there from its start, never beside its maker.
    if (pthread_attr_setaffinity_np(&attributes, sizeof allowed, &allowed) == 0)
        d->running = pthread_create(&d->thread, &attributes, &Private::run, d.get()) == 0;
    pthread_attr_destroy(&attributes);
#endif
}

FontWarmUp::~FontWarmUp()
{
    wait();
}

void FontWarmUp::wait()
{
#if defined(Q_OS_LINUX)
    if (d->running) {
        pthread_join(d->thread, nullptr);
        d->running = false;
    }
#endif
}

bool FontWarmUp::started() const
{
#if defined(Q_OS_LINUX)
    return d->running || d->threadProcessor >= 0;
#else
    return false;
#endif
}

bool FontWarmUp::configurationRead() const
{
    return d->read;
}

int FontWarmUp::makerProcessor() const
{
    return d->makerProcessor;
}

int FontWarmUp::threadProcessor() const
{
    return d->threadProcessor;
}

} // namespace paydesk::ui
