// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words of a person's or a company's name, in the form NameMatch compares them: each written
// word (cut at white space and punctuation) gives one word, or more where hyphens join its parts
// (Mensah-Bonsu: mensah, bonsu). The titles at the start of the name are left out (and at the start
// of the given names after "Surname,"), as are "&", "and" and "et"; with "Surname, Given names" the
// surname comes last.

#include <QList>
#include <QString>

namespace paydesk::payouts {

struct NameWord
{
    enum class Kind {
        Name,
        Particle, // de, dela, bin, wa, ...: never a surname, never a difference on its own
        Legal, // Ltd, Inc, PLC, ...: a company's legal form; a company's name has no surname
        Suffix, // Jr, Sr, II, ...
    };

    QString written; // the written word it is part of, as written ("Mensah-Bonsu" for bonsu)
    int writtenIndex = 0; // which written word of the name, from 0
    // Case folded, NFKD, without apostrophes and without the accents of Latin letters (Ọlábísí:
    // olabisi; Ɔsɛi: osei; Ŋom: ngom); the vowel signs of Devanagari and Bengali stay.
    QString plain;
    // The plain form, or the one form of its official short and other forms: Md, Mohd, Mohammed,
    // Mohamed, ...: muhammad; Ltd: limited; Co: company; Kr: kumar; Ma: maria; ibn: bin.
    QString key;
    Kind kind = Kind::Name;

    static QList<NameWord> split(const QString &name);

    // Common other spellings of one name in the service's countries (Hossain, Hussain; Kwaku, Kweku).
    static bool otherSpellings(const NameWord &a, const NameWord &b);
};

} // namespace paydesk::payouts
