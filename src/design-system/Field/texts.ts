import { createContext } from 'react';

/**
 * Texts every field shares, in the page's language: the app provides them once
 * (`src/form/FieldTexts.tsx`), so no caller has to pass `requiredLabel` to each field. A module of
 * its own, so providing them does not pull the fields' styles into the first load.
 */
export const FieldTextsContext = createContext({ required: 'required' });
