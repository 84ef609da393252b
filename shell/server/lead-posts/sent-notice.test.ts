import { nativeFormSentParam } from 'shared-data/core';
import { sentNoticeParams } from 'shared-data/page';
import { welcomeParam } from './welcome';

it('the early script takes off the address the very parameters a sent form lands with', () => {
  expect(sentNoticeParams).toEqual({ form: nativeFormSentParam, welcome: welcomeParam });
});
