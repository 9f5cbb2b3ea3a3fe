import { composeEmail } from '../../platform/mail/compose';

type Recipient = { email: string; name: string };

const greet = (user: Recipient) => `Hello ${user.name.split(' ')[0] || 'there'},`;

export const verificationEmail = (user: Recipient, url: string) =>
  composeEmail({
    to: user.email,
    subject: 'Verify your email address',
    greeting: greet(user),
    paragraphs: [
      'Welcome to Clearpath Law Coaching. Please confirm your email address to finish creating your account.',
      'The link works for 24 hours. If you did not sign up, you can ignore this email.',
    ],
    action: { label: 'Verify my email', url },
  });

export const passwordResetEmail = (user: Recipient, url: string) =>
  composeEmail({
    to: user.email,
    subject: 'Reset your password',
    greeting: greet(user),
    paragraphs: [
      'We received a request to reset the password for your account. The link works for one hour.',
      'Resetting your password signs you out everywhere else. If you did not ask for this, ignore this email: your password stays the same.',
    ],
    action: { label: 'Choose a new password', url },
  });

export const existingAccountEmail = (user: Recipient, resetUrl: string) =>
  composeEmail({
    to: user.email,
    subject: 'Someone tried to sign up with your email',
    greeting: greet(user),
    paragraphs: [
      'Someone (perhaps you) tried to create a new account with this email address, but you already have one.',
      'If you have forgotten your password, you can choose a new one. If this was not you, no action is needed.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
  });

export const accountDeletedEmail = (user: Recipient) =>
  composeEmail({
    to: user.email,
    subject: 'Your account has been deactivated',
    greeting: greet(user),
    paragraphs: [
      'As you asked, we have deactivated your Clearpath Law Coaching account. Any subscription has been cancelled, and your profile, settings, uploaded files and reviews have been deleted.',
      'Thank you for training with us. You are welcome back at any time.',
    ],
    leavesNoRecord: true,
  });

export const signInPausedEmail = (user: Recipient, minutes: number, resetUrl: string) =>
  composeEmail({
    to: user.email,
    subject: 'Sign-in to your account is paused for a few minutes',
    greeting: greet(user),
    paragraphs: [
      `There have been many failed attempts to sign in to your account, so we have paused sign-in for up to ${minutes} minutes. After that you can sign in as usual.`,
      'If this was not you, someone may be guessing your password. Choosing a new, unique password keeps your account safe.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
  });
