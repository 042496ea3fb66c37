/** Which column holds the bib and the name on an organizer's results (docs/PRODUCT.md §results-photos). */
import { describe, expect, it } from 'vitest';
import { bibOf } from '../../../src/parts/results/bib';
import { findColumns, surnameOf } from '../../../widgets/results-photos/columns';

const rows = [
  ['1', '11', 'Anna Schmidt', 'LC Riga', '0:38:12'],
  ['2', '245', 'Jānis Bērziņš', 'Rīgas Skrējēji', '0:38:40'],
  ['3', '7', 'Marta Nowak', '', '0:39:02'],
];

describe('findColumns', () => {
  it.each([
    ['en', ['Place', 'Bib', 'Name', 'Club', 'Time']],
    ['de', ['Platz', 'Startnr.', 'Name', 'Verein', 'Zeit']],
    ['es', ['Pos.', 'Dorsal', 'Nombre', 'Club', 'Tiempo']],
    ['el', ['Θέση', 'Αριθμός συμμετοχής', 'Ονοματεπώνυμο', 'Σύλλογος', 'Χρόνος']],
    ['sk', ['Poradie', 'Štartové číslo', 'Meno a priezvisko', 'Klub', 'Čas']],
    ['it', ['Pos', 'Pettorale', 'Cognome e nome', 'Società', 'Tempo']],
    ['cs', ['Pořadí', 'Startovní číslo', 'Jméno', 'Oddíl', 'Čas']],
  ])('finds the bib and the name from a header in %s', (_lang, headers) => {
    expect(findColumns(headers, rows)).toEqual({ bib: 1, name: 2 });
  });

  it('prefers a sure bib word over a vague one that could be the place', () => {
    expect(
      findColumns(
        ['Nr.', 'Startnummer', 'Name'],
        rows.map((r) => r.slice(0, 3)),
      ),
    ).toEqual({ bib: 1, name: 2 });
  });

  it('takes a vague header ("Number") for the bib unless its values count 1, 2, 3 like a place', () => {
    expect(
      findColumns(
        ['Number', 'Bib', 'Name'],
        rows.map((r) => r.slice(0, 3)),
      ),
    ).toMatchObject({ bib: 1 });
    expect(
      findColumns(
        ['Number', 'Runner'],
        rows.map((r) => r.slice(1, 3)),
      ),
    ).toEqual({ bib: 0, name: 1 });
  });

  it('finds them from the values where the header says nothing (the place column is passed over)', () => {
    expect(findColumns(['', '', '', '', ''], rows)).toEqual({ bib: 1, name: 2 });
    expect(findColumns([], rows)).toEqual({ bib: 1, name: 2 });
  });

  it('takes a separate surname column, joined to the name for the label', () => {
    expect(findColumns(['Bib', 'Vorname', 'Nachname'], [['11', 'Anna', 'Schmidt']])).toEqual({ bib: 0, surname: 2 });
    expect(findColumns(['Bib', 'Name', 'Surname'], [['11', 'Anna', 'Schmidt']])).toEqual({ bib: 0, name: 1, surname: 2 });
  });

  it('takes the columns the organizer names, by header text or by position from 1', () => {
    expect(findColumns(['Place', 'Code', 'Runner', 'Club'], rows, { bibColumn: 'code', nameColumn: '4' })).toEqual({ bib: 1, name: 3 });
    expect(findColumns(['A', 'B', 'C', 'D', 'E'], rows, { bibColumn: '2' })).toMatchObject({ bib: 1 });
  });

  it('says which attribute to set where it cannot tell', () => {
    expect(findColumns(['Place', 'Name', 'Time'], [['1', 'Anna Schmidt', '0:38:12']])).toEqual({ problem: 'bib-column' });
    expect(findColumns(['Place', 'Bib'], rows, { bibColumn: 'Startnr' })).toEqual({ problem: 'bib-column', given: 'Startnr' });
    expect(findColumns(['Place', 'Bib'], rows, { bibColumn: '9' })).toEqual({ problem: 'bib-column', given: '9' });
    expect(findColumns(['Place', 'Bib'], rows, { nameColumn: 'Athlet' })).toEqual({ problem: 'name-column', given: 'Athlet' });
  });
});

describe('surnameOf', () => {
  it.each([
    ['Anna Schmidt', 'Schmidt'],
    ['Schmidt, Anna', 'Schmidt'],
    ['SCHMIDT Anna', 'SCHMIDT'],
    ['Anna Maria VON DER HEIDE', 'VON DER HEIDE'],
    ['Madonna', 'Madonna'],
  ])('%s → %s', (name, surname) => expect(surnameOf(name)).toBe(surname));
});

describe('bibOf', () => {
  it('keeps a bib and refuses anything that is not one', () => {
    expect(bibOf(' 1234 ')).toBe('1234');
    expect(bibOf('A-12')).toBe('A-12');
    expect(bibOf('')).toBeNull();
    expect(bibOf('12 34')).toBeNull();
    expect(bibOf('<img src=x onerror=alert(1)>')).toBeNull();
    expect(bibOf('12345678901234567')).toBeNull();
  });
});
