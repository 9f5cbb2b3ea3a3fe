import { createContext, useContext } from 'react';

/** The request's CSP nonce, provided at server render for React Router's inline scripts. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
