import {test} from 'node:test';
import assert from 'node:assert/strict';
import {shortUkrainianDate} from './ukrainian-date';

const intl = new Intl.DateTimeFormat('uk', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar: 'gregory'});

test('every month reads as Intl writes it in Ukrainian', () => {
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 10, 28]) {
      const date = new Date(Date.UTC(2026, month, day, 12));
      assert.equal(shortUkrainianDate(date), intl.format(date));
    }
  }
  assert.equal(shortUkrainianDate(new Date(Date.UTC(2026, 10, 21))), '21 лист. 2026 р.');
});

test('the date is the UTC one, as the server printed it', () => {
  const lateEvening = new Date(Date.UTC(1999, 11, 31, 23, 59));
  assert.equal(shortUkrainianDate(lateEvening), intl.format(lateEvening));
  assert.equal(shortUkrainianDate(lateEvening), '31 груд. 1999 р.');
});
