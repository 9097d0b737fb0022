import React, { type ReactNode } from 'react';

type Message = { id?: string; message: string; description?: string };
type Values = Record<string, string | number>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (values && key in values ? String(values[key]) : match));
}

/** The Dutch source text, with {placeholders} filled: what the nl site shows. */
export function translate({ message }: Message, values?: Values): string {
  return interpolate(message, values);
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  children: string;
  values?: Record<string, ReactNode>;
}) {
  const parts = children.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return <React.Fragment key={index}>{key && values && key in values ? values[key] : part}</React.Fragment>;
      })}
    </>
  );
}
