import { isLoopback } from '../../platform/http-kit/client-ip';

/**
 * The mailbox shows every sign-in and reset link: only a person at this machine may read
 * it, even when demo mode has been told to listen on other interfaces (HOST).
 */
export const mailboxOpenTo = (clientAddress: string) => isLoopback(clientAddress);
