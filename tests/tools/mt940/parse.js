#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
// Reads an MT940 file with mt940js (an independent parser, not Paydesk's) and prints what it read
// as JSON on standard output: one object per message (statement), with the balances and every
// transaction. Exit status 1 (and the parser's words on stderr) when the file cannot be read.
//
//   node parse.js FILE
'use strict';
const fs = require('fs');
const mt940js = require('mt940js');

function day(d) {
  return d instanceof Date ? d.toISOString().slice(0, 10) : null;
}

try {
  const text = fs.readFileSync(process.argv[2], 'latin1');
  const parser = new mt940js.Parser({ no86Structure: true });
  const statements = parser.parse(text).map((s) => ({
    transactionReference: s.transactionReference,
    accountIdentification: s.accountIdentification,
    statementNumber: s.number.statement,
    sequenceNumber: s.number.sequence,
    currency: s.currency,
    openingBalance: s.openingBalance,
    openingBalanceDate: day(s.openingBalanceDate),
    closingBalance: s.closingBalance,
    closingBalanceDate: day(s.closingBalanceDate),
    closingAvailableBalance: s.closingAvailableBalance,
    transactions: s.transactions.map((t) => ({
      date: day(t.date),
      entryDate: day(t.entryDate),
      amount: t.amount,
      isReversal: t.reversal,
      transactionType: t.transactionType,
      reference: t.reference,
      bankReference: t.bankReference,
      extraDetails: t.extraDetails,
      details: t.details,
    })),
  }));
  process.stdout.write(JSON.stringify(statements));
} catch (e) {
  process.stderr.write(`mt940js: ${e.message}\n`);
  process.exit(1);
}
