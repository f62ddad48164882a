/**
 * Finds English sentences in a page's text (issue 58): the crawl of every public route and vault
 * view in German and French reads each line of the page's visible text through `englishLines`.
 *
 * A line is English when it holds at least two words that only English writes (function words and
 * the interface's common verbs, never a word German or French also writes, such as "in", "an",
 * "a", "on", "will" or "was") and more of them than German or French function words, or when a short
 * line (a button, a label) is made of such words only. Names (of hotels, temples and people) keep
 * their English words, so a name with one ("Temple of Literature", "The Reverie Saigon") is not a
 * sentence.
 */

const ENGLISH = new Set(
  (
    'the and of with your you for is are our this that from be we it its have has had not can cannot all about ' +
    'into their which who what when where how after before there here than then these those been would should could ' +
    'does do did to by at or my they them were yes up out only just also over each any some other more most ' +
    'please sign book request send save loading choose select add remove open close show hide back next previous ' +
    'search price prices day days night nights per week weeks month year years read find see view download ' +
    'print email password forgot create new edit delete cancel cancelled confirm confirmed booking bookings ' +
    'inside release period sent requested pending paid due overdue total free children child adults adult ' +
    'room rooms hotel hotels transfer transfers program programs trip trips travel travellers traveller ' +
    'include includes included including without while between through during until still yet even because ' +
    'if so such very many much every both own same well only again once ever never always often ' +
    'get got make made take took give given go going come coming know need needs want wants use used ' +
    'one two three four five six seven eight nine ten first last latest more less now today ' +
    'reset link me repeat enter set message contact name phone company country city submit sent thank thanks ' +
    'welcome account agency agent agents your yours who whom why which loading saving saved try again error'
  ).split(' '),
)

/** Function words of German and French: a line with more of them than English ones is not English. */
const OTHERS = new Set(
  (
    'der die das den dem des und ist sind mit für von zu zum zur auf bei ein eine einen einer nicht ' +
    'auch oder wir sie ihr ihre unsere nach aus über vor wie was wenn noch nur im am vom ' +
    'le la les et est sont avec pour de du au aux un une des dans sur par ne pas nous vous votre vos ' +
    'notre nos ce cette ces qui que il elle ou en plus sans'
  ).split(' '),
)

const WORD = /[A-Za-zÀ-ÖØ-öø-ÿß]+(?:'[a-z]+)?/g

const words = (line: string) => line.match(WORD) ?? []

/**
 * Whether one line of a page's text reads as English. In a line of four words or more, a
 * capitalised word after the first is a name ("Dîner privé dans The Library Room") and is not
 * counted as English.
 */
export function isEnglish(line: string): boolean {
  const all = words(line).map((word) => word.toLowerCase())
  if (all.length === 0) return false
  const counted =
    all.length <= 3
      ? all
      : words(line).flatMap((word, index) => (index > 0 && /^[A-ZÀ-Ö]/.test(word) ? [] : [word.toLowerCase()]))
  const english = counted.filter((word) => ENGLISH.has(word))
  const other = all.filter((word) => OTHERS.has(word)).length
  if (all.length <= 3) return all.length >= 2 && english.length === all.length
  return new Set(english).size >= 2 && english.length > other && english.length * 4 >= all.length
}

/** The lines of `text` (a page's visible text) that read as English, each once. */
export function englishLines(text: string): string[] {
  return [
    ...new Set(
      text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(isEnglish),
    ),
  ]
}
