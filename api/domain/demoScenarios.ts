/*
 * The training workspace's scenario sets: named classes a lead resets training to before teaching
 * one skill. Each is deterministic by seed (the same seed, the same people) and says what it teaches;
 * the seed builds them (seed/catalog/scenarios.ts), the console offers them, the API checks the id.
 */
export const demoScenarios = [
  {
    id: 'firstDay',
    title: 'A first day',
    teaches:
      'Fresh applications from the last few hours, none claimed yet: filter the Summary, claim one, open it and log a first call.',
    borrowers: 30,
  },
  {
    id: 'callbacks',
    title: 'Call-backs across time zones',
    teaches:
      'Borrowers who scheduled a session, in every US time zone and in the states split between two: read their local time, use Callable now and keep to calling hours.',
    borrowers: 25,
  },
  {
    id: 'spanish',
    title: 'Spanish speakers',
    teaches:
      'Borrowers who applied in Spanish: find their preferred language, read the Spanish e-mails they were sent, and plan the call in their language.',
    borrowers: 20,
  },
  {
    id: 'banks',
    title: 'Disconnected and never-connected banks',
    teaches:
      'Borrowers whose bank link broke and borrowers who never linked one: read the alerts and the three-way expenses, and send a reconnect link.',
    borrowers: 20,
  },
  {
    id: 'takeOver',
    title: 'A take-over between two reps',
    teaches:
      'Applications a rep claimed about two days ago and never called: take one over as another rep, and watch the claim and the history change.',
    borrowers: 12,
  },
  {
    id: 'pending',
    title: 'Failed credit pulls and pending decisions',
    teaches:
      'Borrowers whose credit pull failed or whose decision could not be made: what they were told, and how a counsellor follows up.',
    borrowers: 16,
  },
  {
    id: 'enrolled',
    title: 'Enrolled borrowers',
    teaches:
      'Borrowers on a debt management plan or a rental relief plan, enrolled weeks to months ago (set the Summary’s date range to find them): read a plan, edit it, and see what an enrolled file holds.',
    borrowers: 16,
  },
] as const;

export type DemoScenario = (typeof demoScenarios)[number];
export type DemoScenarioId = DemoScenario['id'];

export const demoScenarioById = (id: string): DemoScenario | undefined =>
  demoScenarios.find((scenario) => scenario.id === id);
