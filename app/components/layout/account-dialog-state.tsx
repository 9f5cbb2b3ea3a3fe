import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type AccountTab = 'login' | 'signup';

type AccountDialogState = {
  isOpen: boolean;
  tab: AccountTab;
  /** A line shown above the forms, e.g. what happens after signing up. */
  reason: string | undefined;
  /** Where to go after logging in (or after verifying a new account's email). */
  continueTo: string | undefined;
  open: (tab?: AccountTab, reason?: string, continueTo?: string) => void;
  setOpen: (open: boolean) => void;
  setTab: (tab: AccountTab) => void;
};

const AccountDialogContext = createContext<AccountDialogState | null>(null);

/** Lets any page open the Account dialog (e.g. a plan button for a visitor). */
export function AccountDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AccountTab>('login');
  const [reason, setReason] = useState<string | undefined>(undefined);
  const [continueTo, setContinueTo] = useState<string | undefined>(undefined);
  // Stable, so effects may depend on it (account-menu.tsx closes the dialog on logging in).
  const setDialogOpen = useCallback((next: boolean) => {
    setOpen(next);
    if (next) {
      setTab('login');
    } else {
      setReason(undefined);
      setContinueTo(undefined);
    }
  }, []);
  const value = useMemo<AccountDialogState>(
    () => ({
      isOpen,
      tab,
      reason,
      continueTo,
      open: (nextTab = 'login', nextReason, nextContinueTo) => {
        setTab(nextTab);
        setReason(nextReason);
        setContinueTo(nextContinueTo);
        setOpen(true);
      },
      // The Account button opens on Login; `open(tab, reason)` chooses for itself.
      setOpen: setDialogOpen,
      setTab,
    }),
    [isOpen, tab, reason, continueTo, setDialogOpen],
  );
  return <AccountDialogContext.Provider value={value}>{children}</AccountDialogContext.Provider>;
}

export function useAccountDialog() {
  const state = useContext(AccountDialogContext);
  if (!state) throw new Error('useAccountDialog must be used inside AccountDialogProvider');
  return state;
}
