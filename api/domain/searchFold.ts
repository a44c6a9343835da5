/*
 * A rep types a borrower's name as it sounds: 'Nunez' for Núñez, 'Garcia' for García. The search
 * compares names with their accents taken off, on both sides: the application's copies of the
 * borrower's searched fields are stored so by the database (db/migrations/*\/0016_*.sql, the same
 * letters as here, a test keeping the two alike), and the words typed are changed here.
 */

/** The accented letters of names in English and Spanish (and their neighbours), each above its plain letter. */
export const accentedLetters = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝŸýÿ';
export const plainLetters = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYYyy';

const plainOf = new Map([...accentedLetters].map((letter, i) => [letter, plainLetters[i]]));

/**
 * The text with each accented letter as its plain one, case kept: 'Núñez' → 'Nunez'. Composed first:
 * text pasted from some sources carries a letter and its accent as two characters.
 */
export const withoutAccents = (text: string): string =>
  [...text.normalize('NFC')].map((letter) => plainOf.get(letter) ?? letter).join('');
