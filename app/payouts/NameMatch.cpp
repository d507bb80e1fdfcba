// SPDX-License-Identifier: GPL-3.0-or-later
#include "NameMatch.h"

#include "NameWord.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <array>
#include <vector>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using Kind = NameWord::Kind;

enum class Pairing { None, Exact, Initial, Spelling };

// A word of one name, and the word of the other that it stands for.
struct Token : NameWord
{
    int partner = -1; // the token of the other name it stands for
    Pairing pairing = Pairing::None;
};

using Tokens = QList<Token>;

Tokens tokenize(const QString &name)
{
    const QList<NameWord> words = NameWord::split(name);
    Tokens tokens;
    tokens.reserve(words.size());
    for (const NameWord &w : words)
        tokens.append(Token {w, -1, Pairing::None});
    return tokens;
}

// The scripts of the letters of a name (QChar::Script), digits and punctuation aside.
QSet<int> scriptsOf(const Tokens &tokens)
{
    QSet<int> scripts;
    for (const Token &t : tokens) {
        for (const char32_t c : t.plain.toUcs4()) {
            const QChar::Script s = QChar::script(c);
            if (QChar::isLetter(c) && s != QChar::Script_Common && s != QChar::Script_Inherited)
                scripts.insert(s);
        }
    }
    return scripts;
}

// Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps.
int editDistance(const QString &a, const QString &b)
{
    const QList<uint> s = a.toUcs4();
    const QList<uint> t = b.toUcs4();
    const auto n = s.size();
    const auto m = t.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = s[i - 1] == t[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && s[i - 1] == t[j - 2] && s[i - 2] == t[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

// One letter off in a word of five letters or more: a typo, or another name; a person decides.
bool oneLetterOff(const QString &a, const QString &b)
{
    constexpr qsizetype shortest = 5;
    constexpr qsizetype longest = 64;
    if (std::min(a.size(), b.size()) < shortest || std::max(a.size(), b.size()) > longest
        || qAbs(a.size() - b.size()) > 1)
        return false;
    return editDistance(a, b) <= 1;
}

// ---- Pairing the words of one name with those of the other --------------------------------------

class Pairs
{
public:
    Pairs(Tokens typed, Tokens registered)
        : m_sides {std::move(typed), std::move(registered)}
    {
        pairSameWords();
        pairJoinedWords();
        pairOtherSpellings();
        pairInitials();
        pairJoinedInitials();
        pairTypos();
    }

    NameMatch verdict() const;

private:
    Tokens &side(int s) { return m_sides[std::size_t(s)]; }
    const Tokens &side(int s) const { return m_sides[std::size_t(s)]; }

    void pair(int s, qsizetype i, qsizetype j, Pairing how)
    {
        Token &a = side(s)[i];
        Token &b = side(1 - s)[j];
        a.partner = int(j);
        b.partner = int(i);
        a.pairing = b.pairing = how;
    }

    // Tokens [j, j + length) of side s, all still without partner.
    bool freeRun(int s, qsizetype j, qsizetype length) const
    {
        if (j + length > side(s).size())
            return false;
        for (qsizetype k = j; k < j + length; ++k) {
            if (side(s).at(k).pairing != Pairing::None)
                return false;
        }
        return true;
    }

    // Each unpaired token i of side s is offered the unpaired tokens of the other side in turn.
    template<typename Fits> void pairEach(int s, Pairing how, Fits fits)
    {
        for (qsizetype i = 0; i < side(s).size(); ++i) {
            for (qsizetype j = 0; j < side(1 - s).size() && side(s).at(i).pairing == Pairing::None; ++j) {
                if (side(1 - s).at(j).pairing == Pairing::None && fits(side(s).at(i), side(1 - s).at(j)))
                    pair(s, i, j, how);
            }
        }
    }

    // From the end, so that of a name written twice (Mohammed Mohammed) the surname is paired first.
    void pairSameWords()
    {
        for (qsizetype i = side(0).size() - 1; i >= 0; --i) {
            for (qsizetype j = side(1).size() - 1; j >= 0; --j) {
                if (side(1).at(j).pairing == Pairing::None && side(0).at(i).key == side(1).at(j).key) {
                    pair(0, i, j, Pairing::Exact);
                    break;
                }
            }
        }
    }

    void pairOtherSpellings() { pairEach(0, Pairing::Spelling, &NameWord::otherSpellings); }

    void pairInitials()
    {
        const auto initialOf = [](const Token &initial, const Token &name) {
            return initial.plain.size() == 1 && initial.plain.at(0).isLetter() && name.kind == Kind::Name
                && name.plain.size() > 1 && name.plain.startsWith(initial.plain);
        };
        pairEach(0, Pairing::Initial, initialOf);
        pairEach(1, Pairing::Initial, initialOf);
    }

    void pairTypos()
    {
        pairEach(0, Pairing::Spelling, [](const Token &a, const Token &b) {
            return a.kind == Kind::Name && b.kind == Kind::Name && oneLetterOff(a.plain, b.plain);
        });
    }

    // One token of one side for a run of consecutive tokens of the other: with `spells` true of the
    // run's words written together (Abdulrahman, Abdul Rahman), or of their initials (AK, Anil Kumar).
    template<typename Spells> void pairRuns(Pairing how, qsizetype shortest, qsizetype longest, Spells spells)
    {
        for (int s = 0; s < 2; ++s) {
            Tokens &one = side(s);
            const Tokens &other = side(1 - s);
            for (qsizetype i = 0; i < one.size(); ++i) {
                for (qsizetype j = 0; j < other.size() && one.at(i).pairing == Pairing::None; ++j) {
                    for (qsizetype length = shortest; length <= longest; ++length) {
                        if (!freeRun(1 - s, j, length) || !spells(one.at(i), other.mid(j, length)))
                            continue;
                        for (qsizetype k = j; k < j + length; ++k)
                            pair(1 - s, k, i, how);
                        one[i].partner = int(j);
                        break;
                    }
                }
            }
        }
    }

    void pairJoinedWords()
    {
        pairRuns(Pairing::Exact, 2, 3, [](const Token &joined, const Tokens &run) {
            QString written;
            for (const Token &t : run)
                written += t.plain;
            return joined.plain == written;
        });
    }

    void pairJoinedInitials()
    {
        pairRuns(Pairing::Initial, 2, 3, [](const Token &initials, const Tokens &run) {
            if (initials.kind != Kind::Name || initials.plain.size() != run.size())
                return false;
            for (qsizetype k = 0; k < run.size(); ++k) {
                const Token &t = run.at(k);
                if (t.kind != Kind::Name || t.plain.size() < 2 || !initials.plain.at(k).isLetter()
                    || t.plain.at(0) != initials.plain.at(k))
                    return false;
            }
            return true;
        });
    }

    // The written words of side s paired with token i of the other side.
    QString partnerWords(int s, qsizetype i) const
    {
        QStringList words;
        int lastWord = -1;
        for (const Token &t : side(s)) {
            if (t.pairing != Pairing::None && t.partner == i && t.writtenIndex != lastWord) {
                words.append(t.written);
                lastWord = t.writtenIndex;
            }
        }
        return words.join(u' ');
    }

    bool isBusiness() const
    {
        for (const Tokens &tokens : m_sides) {
            if (std::any_of(tokens.cbegin(), tokens.cend(),
                            [](const Token &t) { return t.kind == Kind::Legal; }))
                return true;
        }
        return false;
    }

    // The surname of side s: its last name word, whole (Mensah-Bonsu); empty when it has a partner.
    QString unpairedSurname(int s) const
    {
        const Tokens &tokens = side(s);
        const auto last = std::find_if(tokens.crbegin(), tokens.crend(),
                                       [](const Token &t) { return t.kind == Kind::Name; });
        if (last == tokens.crend())
            return {};
        const int word = last->writtenIndex;
        const bool paired = std::any_of(tokens.cbegin(), tokens.cend(), [word](const Token &t) {
            return t.writtenIndex == word && t.kind == Kind::Name && t.pairing != Pairing::None;
        });
        return paired ? QString() : last->written;
    }

    // The first token of side s without partner, particles included or not; -1 when none.
    qsizetype firstUnpaired(int s, bool withParticles) const
    {
        const Tokens &tokens = side(s);
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            if (tokens.at(i).pairing == Pairing::None
                && (withParticles || tokens.at(i).kind != Kind::Particle))
                return i;
        }
        return -1;
    }

    // The first token of the typed name paired as `how`; -1 when none.
    qsizetype firstPaired(Pairing how) const
    {
        const Tokens &tokens = side(0);
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            if (tokens.at(i).pairing == how)
                return i;
        }
        return -1;
    }

    std::array<Tokens, 2> m_sides; // typed, registered
};

NameMatch Pairs::verdict() const
{
    using Reason = NameMatch::Reason;
    const auto result = [](NameVerdict v, Reason r, QString typedWord = {}, QString registeredWord = {}) {
        return NameMatch {v, r, std::move(typedWord), std::move(registeredWord)};
    };

    if (!isBusiness()) {
        if (const QString surname = unpairedSurname(1); !surname.isEmpty())
            return result(NameVerdict::NoMatch, Reason::DifferentSurname, {}, surname);
        if (const QString surname = unpairedSurname(0); !surname.isEmpty())
            return result(NameVerdict::NoMatch, Reason::DifferentSurname, surname, {});
    }
    const qsizetype extraTyped = firstUnpaired(0, false);
    const qsizetype extraRegistered = firstUnpaired(1, false);
    if (extraTyped >= 0 && extraRegistered >= 0)
        return result(NameVerdict::NoMatch, Reason::DifferentName, side(0).at(extraTyped).written,
                      side(1).at(extraRegistered).written);

    // The words on either side of the pair of typed token i (AK: Anil Kumar; Anil Kumar: AK).
    const auto pairOf = [this, &result](qsizetype i, Reason reason) {
        return result(NameVerdict::CloseMatch, reason, partnerWords(0, side(0).at(i).partner),
                      partnerWords(1, i));
    };
    if (const qsizetype i = firstPaired(Pairing::Spelling); i >= 0)
        return pairOf(i, Reason::Spelling);
    if (const qsizetype i = firstPaired(Pairing::Initial); i >= 0)
        return pairOf(i, Reason::Initial);
    if (const qsizetype j = firstUnpaired(1, true); j >= 0)
        return result(NameVerdict::CloseMatch, Reason::NotTyped, {}, side(1).at(j).written);
    if (const qsizetype i = firstUnpaired(0, true); i >= 0)
        return result(NameVerdict::CloseMatch, Reason::NotRegistered, side(0).at(i).written, {});
    return result(NameVerdict::Match, Reason::SameName);
}

bool hasName(const Tokens &tokens)
{
    return std::any_of(tokens.cbegin(), tokens.cend(), [](const Token &t) { return t.kind == Kind::Name; });
}

} // namespace

NameMatch compareNames(const QString &typed, const QString &registered)
{
    Tokens typedTokens = tokenize(typed);
    Tokens registeredTokens = tokenize(registered);
    if (!hasName(typedTokens) || !hasName(registeredTokens))
        return {NameVerdict::NoMatch, NameMatch::Reason::NoName, {}, {}};
    const QSet<int> typedScripts = scriptsOf(typedTokens);
    const QSet<int> registeredScripts = scriptsOf(registeredTokens);
    if (!typedScripts.isEmpty() && !registeredScripts.isEmpty()
        && !typedScripts.intersects(registeredScripts))
        return {NameVerdict::NoMatch, NameMatch::Reason::DifferentScripts, {}, {}};
    return Pairs(std::move(typedTokens), std::move(registeredTokens)).verdict();
}

QString NameMatch::explanation() const
{
    switch (reason) {
    case Reason::SameName:
        return QCoreApplication::translate("NameMatch", "The names are the same.");
    case Reason::NoName:
        return QCoreApplication::translate("NameMatch", "There is no name to compare.");
    case Reason::DifferentScripts:
        return QCoreApplication::translate(
            "NameMatch", "The names are written in different alphabets: compare them yourself.");
    case Reason::DifferentSurname:
        if (!registeredWord.isEmpty())
            return QCoreApplication::translate(
                       "NameMatch", "The registered surname \u201C%1\u201D is not in the name typed.")
                .arg(registeredWord);
        return QCoreApplication::translate(
                   "NameMatch", "The surname typed, \u201C%1\u201D, is not in the registered name.")
            .arg(typedWord);
    case Reason::DifferentName:
        return QCoreApplication::translate(
                   "NameMatch", "\u201C%1\u201D typed and \u201C%2\u201D registered are different names.")
            .arg(typedWord, registeredWord);
    case Reason::Spelling:
        return QCoreApplication::translate(
                   "NameMatch", "\u201C%1\u201D typed is spelled \u201C%2\u201D in the registered name.")
            .arg(typedWord, registeredWord);
    case Reason::Initial:
        if (typedWord.size() < registeredWord.size())
            return QCoreApplication::translate(
                       "NameMatch",
                       "Only the initial \u201C%1\u201D is typed for \u201C%2\u201D of the registered name.")
                .arg(typedWord, registeredWord);
        return QCoreApplication::translate(
                   "NameMatch",
                   "The registered name has only the initial \u201C%2\u201D for \u201C%1\u201D typed.")
            .arg(typedWord, registeredWord);
    case Reason::NotTyped:
        return QCoreApplication::translate("NameMatch", "\u201C%1\u201D of the registered name is not typed.")
            .arg(registeredWord);
    case Reason::NotRegistered:
        return QCoreApplication::translate("NameMatch", "\u201C%1\u201D typed is not in the registered name.")
            .arg(typedWord);
    }
    return {};
}

QString verdictText(NameVerdict verdict)
{
    switch (verdict) {
    case NameVerdict::Match:
        return QCoreApplication::translate("NameMatch", "Match");
    case NameVerdict::CloseMatch:
        return QCoreApplication::translate("NameMatch", "Close match");
    case NameVerdict::NoMatch:
        return QCoreApplication::translate("NameMatch", "No match");
    }
    return {};
}

} // namespace paydesk::payouts
