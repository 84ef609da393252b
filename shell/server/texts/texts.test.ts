import { bookProblems } from 'shared-data/testing';
import ru from './ru';
import uz from './uz';

test('the Uzbek book gives every Russian text of the shell’s server, spelt by the site’s rule', () => {
  expect(bookProblems(ru, uz)).toEqual([]);
});
