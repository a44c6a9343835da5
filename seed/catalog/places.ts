/*
 * Real places: each state (and DC, PR) with its population in millions (how often it is drawn) and a
 * few of its cities, each with a 3-digit ZIP prefix and an area code that really serve that city, so
 * a demo address reads true: "Austin, TX 78704, 512-555-0142".
 */
export interface City {
  name: string;
  zip3: string;
  areaCode: string;
}

export interface Place {
  state: string;
  population: number;
  cities: readonly City[];
}

/** state  population  city ZIP-prefix area-code · city ZIP-prefix area-code · … */
const table = `
AL  5.1  Birmingham 352 205 · Montgomery 361 334 · Mobile 366 251 · Huntsville 358 256
AK  0.7  Anchorage 995 907 · Fairbanks 997 907 · Juneau 998 907
AZ  7.4  Phoenix 850 602 · Tucson 857 520 · Mesa 852 480 · Flagstaff 860 928
AR  3.0  Little Rock 722 501 · Fayetteville 727 479 · Fort Smith 729 479
CA 39.0  Los Angeles 900 213 · San Diego 921 619 · San Jose 951 408 · San Francisco 941 415
CO  5.8  Denver 802 303 · Colorado Springs 809 719 · Fort Collins 805 970
CT  3.6  Hartford 061 860 · New Haven 065 203 · Bridgeport 066 203
DE  1.0  Wilmington 198 302 · Dover 199 302
DC  0.7  Washington 200 202
FL 22.2  Miami 331 305 · Orlando 328 407 · Tampa 336 813 · Jacksonville 322 904 · Tallahassee 323 850
GA 11.0  Atlanta 303 404 · Savannah 314 912 · Augusta 309 706 · Macon 312 478
HI  1.4  Honolulu 968 808 · Hilo 967 808
ID  1.9  Boise 837 208 · Idaho Falls 834 208
IL 12.5  Chicago 606 312 · Springfield 627 217 · Peoria 616 309 · Rockford 611 815
IN  6.8  Indianapolis 462 317 · Fort Wayne 468 260 · Evansville 477 812
IA  3.2  Des Moines 503 515 · Cedar Rapids 524 319 · Davenport 528 563
KS  2.9  Wichita 672 316 · Topeka 666 785 · Kansas City 661 913
KY  4.5  Louisville 402 502 · Lexington 405 859 · Bowling Green 421 270
LA  4.6  New Orleans 701 504 · Baton Rouge 708 225 · Shreveport 711 318
ME  1.4  Portland 041 207 · Bangor 044 207
MD  6.2  Baltimore 212 410 · Silver Spring 209 301 · Annapolis 214 410
MA  7.0  Boston 021 617 · Worcester 016 508 · Springfield 011 413
MI 10.0  Detroit 482 313 · Grand Rapids 495 616 · Lansing 489 517
MN  5.7  Minneapolis 554 612 · Saint Paul 551 651 · Duluth 558 218
MS  2.9  Jackson 392 601 · Gulfport 395 228
MO  6.2  Kansas City 641 816 · St. Louis 631 314 · Springfield 658 417
MT  1.1  Billings 591 406 · Missoula 598 406
NE  2.0  Omaha 681 402 · Lincoln 685 402
NV  3.2  Las Vegas 891 702 · Reno 895 775
NH  1.4  Manchester 031 603 · Concord 033 603
NJ  9.3  Newark 071 973 · Jersey City 073 201 · Trenton 086 609
NM  2.1  Albuquerque 871 505 · Santa Fe 875 505 · Las Cruces 880 575
NY 19.6  New York 100 212 · Brooklyn 112 718 · Buffalo 142 716 · Rochester 146 585 · Albany 122 518
NC 10.8  Charlotte 282 704 · Raleigh 276 919 · Greensboro 274 336
ND  0.8  Fargo 581 701 · Bismarck 585 701
OH 11.8  Columbus 432 614 · Cleveland 441 216 · Cincinnati 452 513 · Toledo 436 419
OK  4.0  Oklahoma City 731 405 · Tulsa 741 918
OR  4.2  Portland 972 503 · Eugene 974 541 · Salem 973 503
PA 13.0  Philadelphia 191 215 · Pittsburgh 152 412 · Allentown 181 610 · Harrisburg 171 717
PR  3.2  San Juan 009 787
RI  1.1  Providence 029 401 · Warwick 028 401
SC  5.3  Columbia 292 803 · Charleston 294 843 · Greenville 296 864
SD  0.9  Sioux Falls 571 605 · Rapid City 577 605
TN  7.1  Nashville 372 615 · Memphis 381 901 · Knoxville 379 865 · Chattanooga 374 423
TX 30.0  Houston 770 713 · San Antonio 782 210 · Dallas 752 214 · Austin 787 512 · El Paso 799 915
UT  3.4  Salt Lake City 841 801 · Provo 846 801
VT  0.6  Burlington 054 802 · Montpelier 056 802
VA  8.7  Virginia Beach 234 757 · Richmond 232 804 · Arlington 222 703
WA  7.8  Seattle 981 206 · Spokane 992 509 · Tacoma 984 253
WV  1.8  Charleston 253 304 · Huntington 257 304
WI  5.9  Milwaukee 532 414 · Madison 537 608 · Green Bay 543 920
WY  0.6  Cheyenne 820 307 · Casper 826 307
`;

function city(entry: string): City {
  const words = entry.trim().split(' ');
  return {
    name: words.slice(0, -2).join(' '),
    zip3: words[words.length - 2],
    areaCode: words[words.length - 1],
  };
}

export const places: readonly Place[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [state, population, ...rest] = line.split(/\s+/);
    return { state, population: Number(population), cities: rest.join(' ').split('·').map(city) };
  });

export const placeWeights: readonly (readonly [Place, number])[] = places.map((p) => [p, p.population]);
