import { useEffect, useState } from 'react';
import type * as v from 'valibot';
import { withId } from '@site/src/domain/api';
import { staffGet, staffPost } from './api';

/**
 * A list of mails the workspace acts on (failed, held): loaded from `listPath`; `act` posts to a
 * mail's action path, shows the server's answer and loads the list again.
 */
export function useMailList<Mail>(listPath: string, schema: v.GenericSchema<unknown, Mail[]>) {
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    staffGet(listPath, schema).then(
      (answer) => current && setMails(answer),
      (error: Error) => current && setMessage(error.message),
    );
    return () => {
      current = false;
    };
  }, [listPath, schema, reloads]);

  const act = async (actionPath: string, id: string) => {
    const answer = await staffPost(withId(actionPath, id));
    setMessage(answer.text);
    setReloads((count) => count + 1);
  };

  return { mails, message, act };
}
