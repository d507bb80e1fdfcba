// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The verdict on a holder's name typed in a payout against the name the service has registered
// for the account (GET /lookups): match, close match or no match. A pure function: no network, no
// settings, the same answer for the same two names, whichever is called "typed".
//
// Each name is cut into words at white space and punctuation, and each word is compared in a plain
// form: Unicode NFKD without the accents of Latin letters (Ọlábísí: olabisi; Ɔsɛi: osei), case
// folded, apostrophes left out (N'Diaye: ndiaye). A hyphen separates two parts of one word
// (Mensah-Bonsu is Mensah Bonsu). Written order does not count, except that "Surname, Given names"
// puts the surname last.
//
// - Never a difference: case, accents, punctuation, word order, a title at the start (Mr, Mrs, Dr,
//   Prof, Alhaji, Alhaja, Hajia, El Hadji, Chief, Engr, Rev, Pastor, Sheikh, Mallam, Shri, Smt,
//   Mst, Atty, Hon, ...), a word written in two (Abdul Rahman, Abdulrahman; de la Cruz, Dela Cruz),
//   the official short forms Md/Mohd (Mohammed, Muhammad, Mohamed, ...; all one name), Ma. (Maria),
//   Kr. (Kumar), Sta./Sto. (Santa/Santo), and a company's legal form written out or short (Ltd,
//   Limited; Co, Company; Inc; Corp; Pvt; PLC; "&" and "and").
// - Close match (a person should look): an initial for a name (J. Wanjiku, Jane Wanjiku; AK for
//   Anil Kumar); a name of one missing from the other, the surname excepted (a missing middle name,
//   a missing particle such as bin or dela, a missing Jr, a missing Ltd); a common other spelling
//   (Hossain, Hussain; Chowdhury, Chaudhry; Kwaku, Kweku; Yaw, Yao); one letter off (added, left
//   out, changed or two swapped) in a word of five letters or more. A typo is never a match.
// - No match: either name empty, blank or nothing but titles; names in different scripts (no
//   transliteration is attempted); a surname (the last name of either) without counterpart in the
//   other (one part of a hyphenated surname is enough: Appiah, Appiah-Kubi is a close match); a
//   name of each without counterpart in the other (Fatima Bello, Amina Bello; Jr, Sr).
// Companies: a name with a legal form keeps a first word that would be a title elsewhere (Doctor
// Pharmacy Ltd), and when either name has one there is no surname: a word missing from one side
// only is a close match (Dangote Cement, Dangote Cement Plc).

#include <QString>

namespace paydesk::payouts {

enum class NameVerdict { Match, CloseMatch, NoMatch };

struct NameMatch
{
    enum class Reason {
        SameName, // match
        NoName, // no match: a name is empty, blank or only titles
        DifferentScripts, // no match: the names are in different scripts
        DifferentSurname, // no match: the surname of one (typedWord or registeredWord) is not in the other
        DifferentName, // no match: typedWord and registeredWord are names without counterpart
        Spelling, // close match: typedWord is spelled registeredWord in the registered name
        Initial, // close match: one of typedWord, registeredWord is the other's initial(s)
        NotTyped, // close match: registeredWord is not in the name typed
        NotRegistered, // close match: typedWord is not in the registered name
    };

    NameVerdict verdict = NameVerdict::NoMatch;
    Reason reason = Reason::NoName;
    QString typedWord; // the word of the typed name concerned, as typed; may be empty
    QString registeredWord; // the word of the registered name concerned, as registered; may be empty

    // Why, in a short translated sentence (context "NameMatch") for the person typing or approving.
    QString explanation() const;
};

NameMatch compareNames(const QString &typed, const QString &registered);
inline NameVerdict matchNames(const QString &typed, const QString &registered)
{
    return compareNames(typed, registered).verdict;
}

// "Match", "Close match", "No match", translated.
QString verdictText(NameVerdict verdict);

} // namespace paydesk::payouts
