export { Section, type SectionProps, type SectionSpacing, type SectionTone } from './section';
