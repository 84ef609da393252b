/** id of the JSON data block the shell's HTML carries. */
export const runtimeConfigElementId = 'app-config';
