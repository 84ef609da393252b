import {
  consultationMeetingFormatOptions,
  customPlanMeetingFormatOptions,
  digitalMeetingFormatOptions,
  experienceOptions,
  landingServiceOptions,
  preferredTimeOptions,
} from 'shared-data/testing';
import { optionLabel, optionValues } from './form-options';

describe('form options', () => {
  it('has the landing dialog services and call times of the spec', () => {
    expect(landingServiceOptions.map((option) => option.label)).toEqual([
      'Таргетированная реклама',
      'SMM и контент-маркетинг',
      'SEO продвижение',
      'Веб-разработка',
      'Мобильные приложения',
      'Автоматизация бизнеса',
      'CRM системы',
      'Брендинг и дизайн',
      'Другое',
    ]);
    expect(preferredTimeOptions.map((option) => option.label)).toEqual([
      'Утро (9:00 - 12:00)',
      'День (12:00 - 15:00)',
      'Вечер (15:00 - 18:00)',
      'Гибкий график',
    ]);
  });

  it('has the meeting formats and experience ranges of each form', () => {
    expect(optionValues(consultationMeetingFormatOptions)).toEqual(['online', 'office', 'phone']);
    expect(optionValues(customPlanMeetingFormatOptions)).toEqual(['online', 'office', 'phone', 'messenger']);
    expect(optionValues(digitalMeetingFormatOptions)).toEqual(['online', 'office', 'client-office', 'phone']);
    expect(optionValues(experienceOptions)).toEqual([
      'no-experience',
      'less-1-year',
      '1-3-years',
      '3-5-years',
      'more-5-years',
    ]);
  });

  it('finds the label of a value', () => {
    expect(optionLabel(digitalMeetingFormatOptions, 'client-office')).toBe('В офисе клиента');
    expect(optionLabel(digitalMeetingFormatOptions, 'messenger')).toBeUndefined();
    expect(optionLabel(digitalMeetingFormatOptions, '')).toBeUndefined();
    expect(optionLabel(digitalMeetingFormatOptions, null)).toBeUndefined();
  });
});
