export { ConsultationSection, type ConsultationSectionProps } from './consultation-section';
export {
  ConsultationSectionForm,
  type ConsultationSectionFormProps,
  consultationSectionFormTexts,
} from './consultation-section-form';
