/**
 * The consultation form as an island: the server renders its fields, so a visitor who jumps to its section sees
 * the form and can tab into it at once; it hydrates when it nears the screen or is focused, and the form kit comes
 * with that hydration, keeping what was typed before.
 */
export { ConsultationSectionForm } from 'shared-ui/forms';
