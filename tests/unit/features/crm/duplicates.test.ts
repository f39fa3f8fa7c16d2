import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_THRESHOLD,
  duplicateScore,
  findDuplicates,
  jaroWinkler,
  nameSimilarity,
  type PersonKey,
} from '@/features/crm/model/duplicates';

// Duplicate people in the CRM (issue 17): names compared by Jaro-Winkler over their words
// (Winkler 1990, "String Comparator Metrics and Enhanced Decision Rules in the Fellegi-Sunter
// Model of Record Linkage"), tolerant of case, accents, spacing, honorifics, initials and word
// order; e-mail and phone as exact keys; the evidence combined as independent chances.

const person = (name: string, email: string | null = null, phone: string | null = null) => ({
  name,
  email,
  phone,
});

describe('jaroWinkler', () => {
  it.each([
    // Worked examples from Winkler's paper and the usual references.
    ['martha', 'marhta', 0.961],
    ['dwayne', 'duane', 0.84],
    ['dixon', 'dicksonx', 0.813],
    ['abc', 'abc', 1],
    ['abc', 'xyz', 0],
    ['', 'abc', 0],
  ])('%s ~ %s = %d', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });
});

describe('nameSimilarity', () => {
  it.each([
    ['Ramesh Kumar', 'ramesh  KUMAR', 1],
    ['Kumar Ramesh', 'Ramesh Kumar', 1],
    ['José Fernandes', 'Jose Fernandes', 1],
    ['Dr. Anjali Rao', 'Anjali Rao', 1],
    ['Ram Kumar', 'Ramkumar', 1],
  ])('%s is the same name as %s', (a, b, expected) => {
    expect(nameSimilarity(a, b)).toBeCloseTo(expected, 3);
  });

  it.each([
    ['Ramesh Kumaar', 'Ramesh Kumar'],
    ['Dr. R. K. Sharma', 'Ravi Kumar Sharma'],
    ['R Sharma', 'Rohit Sharma'],
    ['Ravi Sharma', 'Ravi Kumar Sharma'],
    ['Amit Shah', 'Amita Shah'],
  ])('%s is like %s', (a, b) => {
    expect(nameSimilarity(a, b)).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
    expect(nameSimilarity(a, b)).toBeLessThan(1);
  });

  it.each([
    ['Ramesh Kumar', 'Suresh Kumar'],
    ['Priya Iyer', 'Priya Nair'],
    ['Meena Gupta', 'Mohan Gupta'],
    ['Anil', 'Sunil'],
    ['', 'Anil'],
  ])('%s is not %s', (a, b) => {
    expect(nameSimilarity(a, b)).toBeLessThan(DUPLICATE_THRESHOLD);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['R. K. Sharma', 'Ravi Kumar Sharma'],
      ['Ravi Sharma', 'Ravi Kumar Sharma'],
      ['Ram Kumar', 'Ramkumar'],
    ] as const) {
      expect(nameSimilarity(a, b)).toBeCloseTo(nameSimilarity(b, a), 6);
    }
  });
});

describe('duplicateScore', () => {
  it.each<[PersonKey, PersonKey, string[], boolean]>([
    [
      person('Asha Rao', 'A.Rao@Example.com'),
      person('Asha R', 'a.rao@example.com'),
      ['same e-mail', 'similar name'],
      true,
    ],
    [
      person('Asha Rao', null, '98765 43210'),
      person('Asha Rao', null, '+91-98765-43210'),
      ['same phone', 'same name'],
      true,
    ],
    // A shared family phone under another name: still shown, but less sure than a same name.
    [
      person('Asha Rao', null, '98765 43210'),
      person('Vikram Rao', null, '+919876543210'),
      ['same phone'],
      false,
    ],
    [person('Tanvi Deshmukh'), person('tanvi  deshmukh'), ['same name'], true],
    // The same name with a different e-mail: maybe a new address.
    [person('Asha Rao', 'a@b.com'), person('Asha Rao', 'c@d.com'), ['same name'], true],
    // The same name with a different e-mail and a different phone: two people.
    [
      person('Asha Rao', 'a@b.com', '9876543210'),
      person('Asha Rao', 'c@d.com', '9876543211'),
      [],
      false,
    ],
    [person('Asha Rao'), person('Ishaan Verma'), [], false],
  ])('%o and %o: %o', (a, b, reasons, duplicate) => {
    const result = duplicateScore(a, b);
    expect(result.reasons).toEqual(reasons);
    expect(result.score >= DUPLICATE_THRESHOLD).toBe(duplicate);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(duplicateScore(b, a).score).toBeCloseTo(result.score, 6);
  });

  it('ranks stronger evidence higher', () => {
    const email = duplicateScore(person('A B', 'x@y.com'), person('C D', 'x@y.com')).score;
    const emailAndName = duplicateScore(
      person('Asha Rao', 'x@y.com'),
      person('Asha Rao', 'x@y.com'),
    ).score;
    const all = duplicateScore(
      person('Asha Rao', 'x@y.com', '9876543210'),
      person('Asha Rao', 'x@y.com', '9876543210'),
    ).score;
    expect(email).toBeLessThan(emailAndName);
    expect(emailAndName).toBeLessThanOrEqual(all);
  });
});

describe('findDuplicates', () => {
  const existing = [
    { contactId: 'c-farhan', ...person('Farhan Qureshi', 'farhan.q@example.com', '+919123456789') },
    { contactId: 'c-neel', ...person('Neel Banerjee', null, null) },
  ];

  it('pairs rows with existing contacts and later rows with earlier ones', () => {
    const rows = [
      person('F. Qureshi', 'FARHAN.Q@example.com'),
      person('Farhan Q', null, '091234-56789'),
      person('Tanvi Deshmukh', 'tanvi@example.com'),
      person('Ishaan Verma'),
      person('tanvi deshmukh'),
      person('Neel  Banerjee'),
    ];
    const found = findDuplicates(rows, existing);
    expect(found.map(({ row, contactId, otherRow }) => [row, contactId, otherRow])).toEqual([
      [0, 'c-farhan', null],
      [1, 'c-farhan', null],
      [4, null, 2],
      [5, 'c-neel', null],
    ]);
    for (const one of found) expect(one.score).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
  });

  it('does not pair existing contacts with each other, nor a row with itself', () => {
    const twins = [
      { contactId: 'a', ...person('Same Person') },
      { contactId: 'b', ...person('Same Person') },
    ];
    expect(findDuplicates([], twins)).toEqual([]);
    expect(findDuplicates([person('Only One')], [])).toEqual([]);
  });

  it('reports a pair once even when it shares many keys', () => {
    const rows = [
      person('Asha Rao', 'asha@example.com', '9876543210'),
      person('Asha Rao', 'asha@example.com', '9876543210'),
    ];
    expect(findDuplicates(rows, [])).toHaveLength(1);
  });

  it('is fast for 10,000 rows against 10,000 contacts', () => {
    const first = [
      'Aarav',
      'Diya',
      'Kabir',
      'Meera',
      'Rohan',
      'Sana',
      'Vikram',
      'Zoya',
      'Nikhil',
      'Pallavi',
      'Arjun',
      'Kavya',
      'Ishaan',
      'Riya',
      'Dev',
      'Tara',
      'Om',
      'Leela',
      'Yash',
      'Nandini',
    ];
    const last = [
      'Sharma',
      'Iyer',
      'Khan',
      'Das',
      'Pillai',
      'Gill',
      'Joshi',
      'Reddy',
      'Bose',
      'Mehta',
      'Nair',
      'Patel',
      'Rao',
      'Singh',
      'Menon',
      'Shah',
      'Verma',
      'Gupta',
      'Kulkarni',
      'Chopra',
    ];
    const make = (i: number) =>
      person(
        `${first[i % 20]} ${last[Math.floor(i / 20) % 20]} ${String.fromCharCode(65 + (Math.floor(i / 400) % 26))}${String.fromCharCode(97 + (Math.floor(i / 10_400) % 26))}`,
        `p${i}@example.com`,
        `+9198${String(i).padStart(8, '0')}`,
      );
    const rows = Array.from({ length: 10_000 }, (_, i) => make(i));
    const contacts = Array.from({ length: 10_000 }, (_, i) => ({
      contactId: `c${i}`,
      ...make(i + 10_000),
    }));
    // Plant a duplicate: row 42 has contact 7's e-mail.
    rows[42] = { ...rows[42]!, email: contacts[7]!.email };
    const started = performance.now();
    const found = findDuplicates(rows, contacts);
    const took = performance.now() - started;
    expect(found.some((one) => one.row === 42 && one.contactId === 'c7')).toBe(true);
    expect(took).toBeLessThan(5_000);
  });
});
