export { ConsultationSection, type ConsultationSectionProps } from './consultation-section';
export {
  ConsultationSectionForm,
  type ConsultationSectionFormProps,
} from './consultation-section-form';
export { consultationSectionFormTexts } from './consultation-section-form-texts';
