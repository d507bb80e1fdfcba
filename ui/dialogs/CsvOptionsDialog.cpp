// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/CsvOptionsDialog.h"

#include "Style.h"
#include "settings/Settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace paydesk::ui {

CsvOptionsDialog::CsvOptionsDialog(const exporting::CsvWriter::Options &options, QWidget *parent)
    : QDialog(parent)
    , m_delimiter(new QComboBox(this))
    , m_decimal(new QComboBox(this))
    , m_bom(new QCheckBox(tr("Byte order mark (what Excel needs to read accents)"), this))
    , m_problem(new QLabel(this))
{
    setObjectName(u"csvOptionsDialog"_s);
    setWindowTitle(tr("Export CSV"));
    m_delimiter->setObjectName(u"delimiterCombo"_s);
    m_delimiter->addItem(tr("Comma ( , )"), u","_s);
    m_delimiter->addItem(tr("Semicolon ( ; )"), u";"_s);
    m_delimiter->setCurrentIndex(options.delimiter == ';' ? 1 : 0);
    m_decimal->setObjectName(u"decimalCombo"_s);
    m_decimal->addItem(tr("Point (1500.50)"), u"."_s);
    m_decimal->addItem(tr("Comma (1500,50)"), u","_s);
    m_decimal->setCurrentIndex(options.decimalSeparator == ',' ? 1 : 0);
    m_bom->setChecked(options.byteOrderMark);
    m_problem->setWordWrap(true);
    style::setErrorText(m_problem, true);
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Choose the file\u2026"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Separator between cells:"), m_delimiter);
    form->addRow(tr("&Decimal separator:"), m_decimal);
    form->addRow(m_bom);
    form->addRow(m_problem);
    form->addRow(buttons);
    connect(m_delimiter, &QComboBox::currentIndexChanged, this, &CsvOptionsDialog::check);
    connect(m_decimal, &QComboBox::currentIndexChanged, this, &CsvOptionsDialog::check);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    check();
}

void CsvOptionsDialog::check()
{
    const bool clash = m_delimiter->currentData() == m_decimal->currentData();
    m_problem->setText(clash ? tr("A comma cannot separate both cells and decimals: choose the semicolon "
                                  "between cells.")
                             : QString());
    m_problem->setVisible(clash);
    style::markInvalid(m_delimiter, clash);
    m_ok->setEnabled(!clash);
}

exporting::CsvWriter::Options CsvOptionsDialog::options() const
{
    exporting::CsvWriter::Options options;
    options.delimiter = m_delimiter->currentData().toString() == u";"_s ? ';' : ',';
    options.decimalSeparator = m_decimal->currentData().toString() == u","_s ? ',' : '.';
    options.byteOrderMark = m_bom->isChecked();
    return options;
}

exporting::CsvWriter::Options CsvOptionsDialog::remembered(const QLocale &locale)
{
    exporting::CsvWriter::Options options;
    const bool commaDecimal = locale.decimalPoint() == u","_s;
    const QSettings settings;
    const QString delimiter = settings::csvDelimiter.read(settings);
    const QString decimal = settings::csvDecimalSeparator.read(settings);
    options.delimiter = delimiter == u";"_s ? ';' : delimiter == u","_s ? ',' : (commaDecimal ? ';' : ',');
    options.decimalSeparator = decimal == u","_s ? ',' : decimal == u"."_s ? '.' : (commaDecimal ? ',' : '.');
    options.byteOrderMark = settings::csvByteOrderMark.read(settings);
    return options;
}

bool CsvOptionsDialog::ask(QWidget *parent, exporting::CsvWriter::Options &options)
{
    CsvOptionsDialog dialog(options, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    options = dialog.options();
    QSettings settings;
    settings::csvDelimiter.write(settings, QString(QChar::fromLatin1(options.delimiter)));
    settings::csvDecimalSeparator.write(settings, QString(QChar::fromLatin1(options.decimalSeparator)));
    settings::csvByteOrderMark.write(settings, options.byteOrderMark);
    return true;
}

} // namespace paydesk::ui
