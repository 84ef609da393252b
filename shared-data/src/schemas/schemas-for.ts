import { sharedDataTexts } from 'shared-data/fields';
import type { Language } from '../routes/languages';
import { ambassadorSchemasIn } from './ambassador.schema';
import { calculatorSchemaIn } from './calculator.schema';
import { checkPromoCodeSchemaIn } from './check-promo-code.schema';
import { consultationDialogSchemaIn } from './consultation-dialog.schema';
import { consultationSectionSchemaIn } from './consultation-section.schema';
import { customPlanSchemaIn } from './custom-plan.schema';
import { digitalConstructorSchemaIn } from './digital-constructor.schema';
import type { SchemaTexts } from './fields';
import { leadSchemasIn, leadValidatorOf } from './lead.schema';
import { newsletterSchemaIn } from './newsletter.schema';
import { planOrderSchemaIn } from './plan-order.schema';
import { serviceOrderSchemaIn } from './service-order.schema';

const built = new WeakMap<SchemaTexts, ReturnType<typeof buildSchemas>>();

function buildSchemas(texts: SchemaTexts) {
  const leadSchemas = leadSchemasIn(texts);
  return {
    ...ambassadorSchemasIn(texts),
    calculatorSchema: calculatorSchemaIn(texts),
    checkPromoCodeSchema: checkPromoCodeSchemaIn(texts),
    consultationDialogSchema: consultationDialogSchemaIn(texts),
    consultationSectionSchema: consultationSectionSchemaIn(texts),
    customPlanSchema: customPlanSchemaIn(texts),
    digitalConstructorSchema: digitalConstructorSchemaIn(texts),
    newsletterSchema: newsletterSchemaIn(texts),
    planOrderSchema: planOrderSchemaIn(texts),
    serviceOrderSchema: serviceOrderSchemaIn(texts),
    leadSchemas,
    /** `validateLead` answering in this language. */
    validateLead: leadValidatorOf(leadSchemas, texts),
  };
}

/**
 * Every form's and function's schema, under the names `shared-data/schemas` exports them by (`planOrderSchema`,
 * `ambassadorVerifySchema`, `leadSchemas`, `validateLead`…), with their messages in one language.
 */
export type LanguageSchemas = ReturnType<typeof buildSchemas>;

/** The schemas written with `texts` (shared-data's book in one language), built once per book. */
export function schemasWith(texts: SchemaTexts): LanguageSchemas {
  let schemas = built.get(texts);
  if (!schemas) {
    schemas = buildSchemas(texts);
    built.set(texts, schemas);
  }
  return schemas;
}

/**
 * The schemas in `language`: the browser's forms ask for the page's, the functions for the lead's or the caller's.
 * Loads shared-data's book of that language first (at once when it is there), so it works wherever it runs; a picked
 * schema (`(await schemasFor(language)).planOrderSchema`) validates as the Russian export of the same name does, with
 * its messages in `language`.
 */
export const schemasFor = async (language: Language): Promise<LanguageSchemas> =>
  schemasWith(await sharedDataTexts.load(language));
