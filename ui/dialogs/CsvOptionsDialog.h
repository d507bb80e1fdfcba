// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a spreadsheet user chooses before a CSV export (History, Statements): the separator
// between cells, the decimal separator and the UTF-8 byte order mark. The choices are remembered
// (settings::csvDelimiter and the keys after it); before any choice, the locale's: a decimal comma
// wants the semicolon between cells, as a spreadsheet of that locale reads it, and the byte order
// mark is on (Excel reads UTF-8 only after it; LibreOffice and scripts skip it). A comma for both
// is refused in the dialog, under the field. objectName: csvOptionsDialog.

#include "export/CsvWriter.h"

#include <QDialog>
#include <QLocale>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace paydesk::ui {

class CsvOptionsDialog : public QDialog
{
    Q_OBJECT
public:
    CsvOptionsDialog(const exporting::CsvWriter::Options &options, QWidget *parent = nullptr);

    exporting::CsvWriter::Options options() const;

    // The options of the last export, or the locale's when none was chosen yet.
    static exporting::CsvWriter::Options remembered(const QLocale &locale);
    // Asks, starting from `options`; on OK they are updated and remembered. False on Cancel.
    static bool ask(QWidget *parent, exporting::CsvWriter::Options &options);

private:
    void check();

    QComboBox *m_delimiter;
    QComboBox *m_decimal;
    QCheckBox *m_bom;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
};

} // namespace paydesk::ui
