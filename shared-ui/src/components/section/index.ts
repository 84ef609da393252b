export { Section, type SectionProps, type SectionSpacing, type SectionTone } from './section';
export { SectionIntro, type SectionIntroProps } from './section-intro';
