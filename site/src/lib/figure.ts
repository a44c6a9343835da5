/*
 * A figure a borrower reads on more than one page, named by what it is (monthlyIncome, totalDebt,
 * creditor.<id>.balance …): the mark lets the figure-agreement test (tests/browser/site-figures-agree)
 * find every place a fact is shown and hold them to one reading. It changes nothing a person sees.
 */
export const figure = (name: string) => ({ 'data-figure': name });
