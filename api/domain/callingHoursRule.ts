/*
 * TCPA's hours alone (47 CFR 64.1200(c)(1)), apart from the time-zone tables, so the console can
 * name them without loading every ZIP code.
 */
export const callingHours = { fromHour: 8, untilHour: 21 } as const;

const hourName = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'am' : 'pm'}`;

/** The hours in words, as the console explains its 'Callable now' filter: '8 am to 9 pm'. */
export const callingHoursText = `${hourName(callingHours.fromHour)} to ${hourName(callingHours.untilHour)}`;
