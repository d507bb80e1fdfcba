// SPDX-License-Identifier: GPL-3.0-or-later
#include "NameWord.h"

#include <QHash>
#include <QSet>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace paydesk::payouts {

namespace {

using Kind = NameWord::Kind;
using Words = QList<NameWord>;

// ---- The words that are not names, and the spellings of one name --------------------------------

QSet<QString> wordSet(const QString &words)
{
    const QStringList list = words.split(u' ', Qt::SkipEmptyParts);
    return {list.cbegin(), list.cend()};
}

// Titles, left out at the start of a name (and at the start of the given names after a comma).
// "Md" and "Mohd" are not titles: in Bangladesh and Malaysia they are Mohammed, a name.
const QSet<QString> &titles()
{
    static const QSet<QString> set = wordSet(
        // English, French, ranks
        u"mr mrs ms miss mx mister missus madam madame mme mlle mademoiselle monsieur sir dame dr doctor "
        "prof professor engr eng er hon honourable honorable capt captain col colonel gen general maj major "
        "lt sgt "
        // Religious
        "rev revd reverend pastor pst bishop apostle evangelist evang prophet prophetess deacon deaconess "
        "elder fr father imam maulana maulvi mufti ustaz ustadh sheikh shaikh shaykh sk mallam malam "
        // Pilgrims to Mecca (West Africa): Alhaji, Alhaja, Hajia, El Hadji (see isPilgrimTitle())
        "alhaji alhaja alhaj alhadji alh hajia hajiya hadja hadjia haji hajji hajj hadj hadji elhadji elhadj "
        // Nigeria, Ghana, East Africa
        "chief otunba opanyin opanin obaapanyin mzee mwalimu bwana "
        // India, Bangladesh, Pakistan
        "shri shree sri smt shrimati srimati sushri mst most mosammat mosammot mossammat janab "
        // Philippines
        "atty attorney gng ginang ginoo bb binibini"_s);
    return set;
}

// "El Hadji", "Al-Haji": a title in two words.
bool isPilgrimTitle(const QString &plain)
{
    static const QSet<QString> set = wordSet(u"hadji hadj haji hajj hajji"_s);
    return set.contains(plain);
}

// Each line: a key and the spellings of the same word, all compared as the key.
QHash<QString, QString> keyed(const QStringList &lines)
{
    QHash<QString, QString> hash;
    for (const QString &line : lines) {
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        for (const QString &word : words)
            hash.insert(word, words.first());
    }
    return hash;
}

// One name, or one word of a company's name, in its official short or other forms: compared as
// equal.
const QHash<QString, QString> &sameWord()
{
    static const QHash<QString, QString> hash = keyed({
        u"muhammad md mohd muhd mhd mohammad mohammed muhammed mohamed mohamad muhamad muhamed mouhamed "
        "mouhamad mouhammad mohammod mohamud"_s,
        u"maria ma"_s, // Philippines: Ma. Cristina
        u"santa sta"_s, // Sta. Maria
        u"santo sto"_s, // Sto. Domingo
        u"kumar kr"_s, // India: Rajesh Kr. Singh
        u"limited ltd"_s,
        u"company co"_s,
        u"incorporated inc"_s,
        u"corporation corp"_s,
        u"private pvt"_s,
        u"proprietary pty"_s,
        u"jr jnr junior"_s,
        u"sr snr senior"_s,
        u"bin ibn"_s,
        u"binti bint binte bte"_s,
    });
    return hash;
}

// Other spellings of one name, common in the service's countries: a close match, not a match,
// since two people may well spell them differently. The value names the first spelling.
const QHash<QString, QString> &spellingGroups()
{
    static const QHash<QString, QString> hash = keyed({
        // Bangladesh, Pakistan, India
        u"chowdhury choudhury chaudhry chaudhary choudhary chaudhuri chowdhuri chowdhary"_s,
        u"hossain hussain husain hussein hosain hossen hossein"_s,
        u"rahman rehman"_s,
        u"ahmed ahmad ahmmed ahamed"_s,
        u"uddin udin uddeen"_s,
        u"abdul abdoul abdel abdool"_s,
        u"syed sayed sayyid saiyed sayeed"_s,
        u"yusuf yousuf yusuph youssouf yousef yusif"_s,
        u"lakshmi laxmi"_s,
        u"srivastava shrivastava"_s,
        // West Africa
        u"ousmane usman osman ousman uthman othman"_s,
        u"moussa musa mousa"_s,
        u"ibrahima ibrahim"_s,
        u"amadou ahmadou ahmadu"_s,
        u"mamadou mamadu"_s,
        // Akan day names
        u"kwaku kweku"_s,
        u"kwabena kobina kwabina"_s,
        u"kwadwo kojo kodwo"_s,
        u"yaw yao"_s,
        u"kwasi kwesi akwasi"_s,
        u"kofi koffi"_s,
        u"kwame kwamena"_s,
        u"ama amma"_s,
        u"adwoa adjoa"_s,
        u"afua afia efua"_s,
    });
    return hash;
}

Kind kindOf(const QString &key)
{
    static const QSet<QString> particles = wordSet(
        u"de da do dos das del dela delos delas della di du la las los le van von der den bin binti "
        "al el ould wa"_s);
    static const QSet<QString> legal = wordSet(
        u"limited company incorporated corporation plc llc llp private proprietary pte sarl suarl sa sas gmbh"_s);
    static const QSet<QString> suffixes = wordSet(u"jr sr ii iii iv"_s);
    if (particles.contains(key))
        return Kind::Particle;
    if (legal.contains(key))
        return Kind::Legal;
    if (suffixes.contains(key))
        return Kind::Suffix;
    return Kind::Name;
}

bool isConnector(const QString &plain)
{
    return plain == u"and"_s || plain == u"et"_s;
}

// ---- Words ---------------------------------------------------------------------------------------

bool isApostrophe(char32_t c)
{
    return c == U'\'' || c == U'`' || c == U'\u00B4' || c == U'\u02BB' || c == U'\u02BC' || c == U'\u2018'
        || c == U'\u2019' || c == U'\u201B' || c == U'\u2032';
}

bool isHyphen(char32_t c)
{
    return c == U'-' || (c >= U'\u2010' && c <= U'\u2015') || c == U'\u2212';
}

// Left inside a word without separating it: apostrophes, soft hyphens, zero-width joiners, ...
bool isSilent(char32_t c)
{
    return isApostrophe(c) || QChar::category(c) == QChar::Other_Format;
}

// Letters that Unicode does not decompose into a letter and an accent.
QString plainLetter(char32_t c)
{
    switch (c) {
    case U'ß':
        return u"ss"_s;
    case U'ø':
    case U'ɔ': // Akan, Ewe: Ɔsɛi
        return u"o"_s;
    case U'ɛ':
    case U'ə':
        return u"e"_s;
    case U'ł':
        return u"l"_s;
    case U'đ':
    case U'ð':
    case U'ɗ': // Hausa, Fula
        return u"d"_s;
    case U'ɓ':
        return u"b"_s;
    case U'ƙ':
        return u"k"_s;
    case U'ƴ':
        return u"y"_s;
    case U'ŋ': // Wolof: Ŋom, Ngom
        return u"ng"_s;
    case U'þ':
        return u"th"_s;
    case U'æ':
        return u"ae"_s;
    case U'œ':
        return u"oe"_s;
    case U'ı':
        return u"i"_s;
    default:
        return QString::fromUcs4(&c, 1);
    }
}

bool dropsAccents(QChar::Script script)
{
    return script == QChar::Script_Latin || script == QChar::Script_Greek || script == QChar::Script_Cyrillic;
}

// Case folded, NFKD, without the accents of Latin (Greek, Cyrillic) letters and without apostrophes.
// The marks of other scripts (the vowel signs of Devanagari and Bengali) are part of their letters.
QString plainForm(const QString &text)
{
    const QString decomposed = text.toCaseFolded().normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    QChar::Script base = QChar::Script_Unknown;
    for (const char32_t c : decomposed.toUcs4()) {
        if (QChar::isMark(c)) {
            if (dropsAccents(base))
                continue;
        } else if (isSilent(c)) {
            continue;
        } else {
            base = QChar::script(c);
        }
        out += plainLetter(c);
    }
    return out.toCaseFolded();
}

bool isTitle(const Words &words, qsizetype i, qsizetype *length)
{
    const QString &plain = words.at(i).plain;
    if ((plain == u"el"_s || plain == u"al"_s) && i + 1 < words.size()
        && isPilgrimTitle(words.at(i + 1).plain)) {
        *length = 2;
        return true;
    }
    *length = 1;
    return titles().contains(plain);
}

// Removes the titles at the start of words [from, to); returns how many it removed.
qsizetype dropLeadingTitles(Words &words, qsizetype from, qsizetype to)
{
    qsizetype removed = 0;
    qsizetype length = 0;
    while (from < to - removed && isTitle(words, from, &length)) {
        length = std::min(length, to - removed - from);
        words.remove(from, length);
        removed += length;
    }
    return removed;
}

} // namespace

QList<NameWord> NameWord::split(const QString &name)
{
    Words words;
    qsizetype commaAt = -1; // the first word after the first comma
    int writtenIndex = 0;
    QString written;
    QString part;
    qsizetype writtenStart = 0; // the first word of the written word
    const auto endPart = [&] {
        if (part.isEmpty())
            return;
        const QString plain = plainForm(part);
        part.clear();
        if (plain.isEmpty() || isConnector(plain))
            return;
        NameWord w;
        w.writtenIndex = writtenIndex;
        w.plain = plain;
        w.key = sameWord().value(plain, plain);
        w.kind = kindOf(w.key);
        words.append(w);
    };
    const auto endWritten = [&] {
        endPart();
        for (qsizetype i = writtenStart; i < words.size(); ++i)
            words[i].written = written;
        if (writtenStart < words.size())
            ++writtenIndex;
        writtenStart = words.size();
        written.clear();
    };
    for (const char32_t c : name.toUcs4()) {
        if (QChar::isLetterOrNumber(c) || QChar::isMark(c) || isSilent(c)) {
            part += QString::fromUcs4(&c, 1);
            written += QString::fromUcs4(&c, 1);
        } else if (isHyphen(c)) {
            endPart();
            written += QString::fromUcs4(&c, 1);
        } else {
            endWritten();
            if (c == U',' && commaAt < 0)
                commaAt = words.size();
        }
    }
    endWritten();

    // A company's name has no titles: Doctor Pharmacy Ltd.
    if (std::any_of(words.cbegin(), words.cend(), [](const NameWord &w) { return w.kind == Kind::Legal; }))
        return words;
    if (commaAt < 0 || commaAt >= words.size()) {
        dropLeadingTitles(words, 0, words.size());
        return words;
    }
    // "Surname, Given names": titles may start either part.
    commaAt -= dropLeadingTitles(words, 0, commaAt);
    dropLeadingTitles(words, commaAt, words.size());
    const bool givenNamesAfter = std::any_of(words.cbegin() + commaAt, words.cend(),
                                             [](const NameWord &w) { return w.kind == Kind::Name; });
    if (commaAt > 0 && givenNamesAfter)
        std::rotate(words.begin(), words.begin() + commaAt, words.end());
    return words;
}

bool NameWord::otherSpellings(const NameWord &a, const NameWord &b)
{
    const QString spelling = spellingGroups().value(a.plain);
    return !spelling.isEmpty() && spelling == spellingGroups().value(b.plain);
}

} // namespace paydesk::payouts
