import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { UserData } from '@app/domain/schemas/account';
import {
  bookingDetailsResolver,
  emptyDetails,
  type BookingDetails,
  type BookingDetailsInput,
} from '../lib/details-form';
import { DetailsStep, type DetailsStepProps } from './details-step';

export type BookingDetailsFormProps = Omit<DetailsStepProps, 'form'> & {
  /** Step 2 is on screen; on step 1 the form keeps its values but draws nothing. */
  shown: boolean;
  account: Pick<UserData, 'firstName' | 'lastName' | 'email'> | undefined;
};

/**
 * The details step with the form it fills, loaded (react-hook-form and the booking schema with
 * it) when the client first heads for step 2. It stays mounted for the rest of the visit, so what
 * was typed survives a trip back to the slots.
 */
export function BookingDetailsForm({ shown, account, ...step }: BookingDetailsFormProps) {
  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: bookingDetailsResolver,
    defaultValues: emptyDetails,
  });
  useEffect(() => {
    if (!account) return;
    const { firstName, lastName, email } = account;
    // Fill from the account without overwriting what the person has typed.
    form.reset(
      {
        ...form.getValues(),
        clientFirstName: firstName,
        clientLastName: lastName,
        clientEmail: email,
      },
      { keepDirtyValues: true },
    );
  }, [account, form]);

  return shown ? <DetailsStep form={form} {...step} /> : null;
}
