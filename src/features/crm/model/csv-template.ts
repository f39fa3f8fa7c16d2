/**
 * The sample file the contacts import offers to download (issue 17, Deliver 5): the headers
 * guessMapping (csv-mapping.ts) recognises, and rows that show each accepted form: a phone
 * typed any way (India by default), tags split by ";", a birthday as DD/MM/YYYY or YYYY-MM-DD,
 * an empty cell, and a quoted cell holding a comma. UTF-8 with a byte-order mark and CRLF, so
 * Excel opens it with ₹ and Indian names intact.
 */

export const CSV_TEMPLATE_FILE_NAME = 'nivesh-contacts-template.csv';
export const CSV_TEMPLATE_TYPE = 'text/csv;charset=utf-8';

const LINES = [
  'Full name,Mobile,E-mail ID,Tags,Date of birth,Remarks',
  'Asha Rao,98765 43210,asha.rao@example.com,seminar;retirement,14/08/1979,"Met at the Pune seminar, wants a retirement plan"',
  'Vikram Mehta,+91 91234 56789,vikram.mehta@example.com,referral,1985-02-01,Referred by Asha Rao',
  'Priya Nair,022 2345 6789,,family;insurance,,Call after 6 pm',
];

export const CSV_TEMPLATE = `\uFEFF${LINES.join('\r\n')}\r\n`;
