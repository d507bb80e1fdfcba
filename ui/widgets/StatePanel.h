// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one loading / empty / error panel of every page: it holds the page's content (a table)
// and shows, in its place, what there is instead: "Loading…", an empty state, or an error with
// the way out (Retry, Try again, Open Settings). A banner above the content says that what is
// shown may be out of date, with Retry, when a refresh failed but older rows are still in view.
//
// objectNames: messageLabel, retryButton, openSettingsButton, and once a banner was shown
// staleBanner, bannerLabel, bannerRetryButton (look them up within the page).

#include "api/ApiError.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;

namespace paydesk::ui {

class StatePanel : public QWidget
{
    Q_OBJECT
public:
    // What the error offers besides its message.
    enum class Action {
        None,
        Retry, // retryRequested(): ask again
        TryAgain, // retryRequested(), worded for connecting again
        OpenSettings, // settingsRequested()
    };

    explicit StatePanel(QWidget *content, QWidget *parent = nullptr);

    void showContent();
    void showLoading(const QString &text);
    void showEmpty(const QString &text);
    void showError(const QString &text, Action action);
    // A call failed: `what` failed, then why, with Retry, and the way to its remedy (Open
    // Settings…, Check Key…) or the remedy's sentence.
    void showFailure(const QString &what, const api::ApiError &error);
    void showBanner(const QString &text); // over the content, which stays in view
    void hideBanner();

    bool isShowingContent() const;
    bool isBannerShown() const;
    QString messageText() const;

Q_SIGNALS:
    void retryRequested();
    void settingsRequested();

private:
    void showMessage(const QString &text, bool retry, bool settings);
    void makeBanner();
    void makeMessagePanel();

    QStackedWidget *m_stack;
    QWidget *m_content;
    QWidget *m_messagePanel = nullptr; // the message, Retry and Open Settings, once one is shown
    QLabel *m_messageLabel = nullptr;
    QPushButton *m_retryButton = nullptr;
    QPushButton *m_settingsButton = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QWidget *m_banner = nullptr; // made by the first showBanner()
    QLabel *m_bannerLabel = nullptr;
};

} // namespace paydesk::ui
