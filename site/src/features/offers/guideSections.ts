/*
 * The advice of the lender guide, shared by the page and the PDF (api/services/lenderGuidePdf.ts),
 * so the printed and the downloaded guide say the same.
 */
export const guideSections = [
  {
    title: 'offers.guide.sayTitle',
    points: ['offers.guide.say1', 'offers.guide.say2', 'offers.guide.say3'],
  },
  {
    title: 'offers.guide.askTitle',
    points: ['offers.guide.ask1', 'offers.guide.ask2', 'offers.guide.ask3'],
  },
  {
    title: 'offers.guide.writeTitle',
    points: ['offers.guide.write1', 'offers.guide.write2', 'offers.guide.write3'],
  },
] as const;
