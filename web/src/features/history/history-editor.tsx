import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import {
  ChangeEducationDocument,
  ChangeExperienceDocument,
  SetPrimaryExperienceDocument,
  UserProfileDocument,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { EducationForm } from './education-form.tsx';
import { ExperienceForm } from './experience-form.tsx';
import { EducationEntry, EmptyHistory, EntryList, ExperienceEntry, HistorySection } from './history-entries.tsx';
import { primaryFirst } from './history-rules.ts';
import { useHistoryChange } from './use-history-change.ts';

type Section = 'experience' | 'education';

/** What the editor needs of the page's editing state (one form open at a time, save-first). */
export interface HistoryEditing {
  /** The open form's target, or null. */
  editing: object | null;
  isEditing: (target: { section: Section; id: string | null }) => boolean;
  open: (target: { section: Section; id: string | null }) => boolean;
  close: (focusId: string) => void;
  setDirty: (dirty: boolean) => void;
  /** Shown in the open form when leaving it was refused. */
  notice: ReactNode;
}

const headingId = (section: Section) => `${section}-title`;

/**
 * The member's experience and education on their own profile: add, edit, delete (after a
 * confirmation) and choose the primary position. Reads the profile the page's loader fetched.
 */
export function HistoryEditor({ slug, editing }: { slug: string; editing: HistoryEditing }) {
  const { data, loading, error, refetch } = useQuery(UserProfileDocument, { variables: { slug } });
  const history = useHistoryChange(slug);
  const [problem, setProblem] = useState<{ section: Section; message: string } | null>(null);

  if (!data?.experiences || !data.educations) {
    if (loading) return <ListSkeleton rows={2} />;
    return (
      <Alert color="red" variant="light" title="We could not load your experience and education" role="alert">
        <Stack gap="sm" align="flex-start">
          {summarizeError(error).message ?? 'Please try again.'}
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const saved = (section: Section, message: string) => {
    editing.close(headingId(section));
    setProblem(null);
    toastSuccess(message, 'Saved');
  };

  /**
   * Delete and make-primary: no form, so their errors show at the top of the section, and a form
   * opened meanwhile stays open; focus goes to the section's heading (the deleted entry's buttons
   * are gone).
   */
  const act = async (section: Section, run: () => Promise<{ error?: unknown }>, done: string) => {
    setProblem(null);
    const { error: failure } = await run();
    if (failure) {
      setProblem({ section, message: summarizeError(failure as Error).message ?? 'Something went wrong. Please try again.' });
      return;
    }
    toastSuccess(done, 'Saved');
    if (!editing.editing) document.getElementById(headingId(section))?.focus();
  };

  const problemOf = (section: Section) =>
    problem?.section === section ? (
      <Alert color="red" variant="light" role="alert" title="We could not do that">
        {problem.message}
      </Alert>
    ) : null;

  const addButton = (section: Section, label: string) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => editing.open({ section, id: null })}
      disabled={editing.isEditing({ section, id: null })}
    >
      {label}
    </Button>
  );

  const formProps = (section: Section) => ({
    history,
    onCancel: () => editing.close(headingId(section)),
    onDirtyChange: editing.setDirty,
    notice: editing.notice,
  });

  const experiences = primaryFirst(data.experiences);
  const educations = data.educations;
  const busy = history.saving;

  return (
    <>
      <HistorySection id="experience" title="Experience" level={2} icon="experience" actions={addButton('experience', 'Add position')}>
        {problemOf('experience')}
        {editing.isEditing({ section: 'experience', id: null }) ? (
          <ExperienceForm experience={null} onSaved={() => saved('experience', 'The position is added.')} {...formProps('experience')} />
        ) : null}
        {experiences.length > 0 ? (
          <EntryList>
            {experiences.map((experience) =>
              editing.isEditing({ section: 'experience', id: experience.id }) ? (
                <li key={experience.id}>
                  <ExperienceForm experience={experience} onSaved={() => saved('experience', 'The position is saved.')} {...formProps('experience')} />
                </li>
              ) : (
                <ExperienceEntry
                  key={experience.id}
                  experience={experience}
                  level={3}
                  actions={
                    <Group gap={4}>
                      {!experience.isPrimary ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          disabled={busy}
                          onClick={() =>
                            void act('experience', () => history.change(SetPrimaryExperienceDocument, { experienceId: experience.id }), `${experience.jobTitle} is now your primary position.`)
                          }
                        >
                          Make primary<span className="visually-hidden">: {experience.jobTitle}</span>
                        </Button>
                      ) : null}
                      <Button size="xs" variant="subtle" onClick={() => editing.open({ section: 'experience', id: experience.id })}>
                        Edit<span className="visually-hidden"> {experience.jobTitle}</span>
                      </Button>
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        color="red"
                        question={`Delete ${experience.jobTitle} from your experience?`}
                        confirmLabel="Delete position"
                        disabled={busy}
                        onConfirm={() =>
                          void act('experience', () => history.change(ChangeExperienceDocument, { id: experience.id, mutationType: 'DELETE' }), 'The position is deleted.')
                        }
                      >
                        Delete<span className="visually-hidden"> {experience.jobTitle}</span>
                      </ConfirmButton>
                    </Group>
                  }
                />
              ),
            )}
          </EntryList>
        ) : editing.isEditing({ section: 'experience', id: null }) ? null : (
          <EmptyHistory>No positions yet. Add the ministries and jobs you have served in.</EmptyHistory>
        )}
      </HistorySection>
      <HistorySection id="education" title="Education" level={2} icon="education" actions={addButton('education', 'Add education')}>
        {problemOf('education')}
        {editing.isEditing({ section: 'education', id: null }) ? (
          <EducationForm education={null} onSaved={() => saved('education', 'The education is added.')} {...formProps('education')} />
        ) : null}
        {educations.length > 0 ? (
          <EntryList>
            {educations.map((education) =>
              editing.isEditing({ section: 'education', id: education.id }) ? (
                <li key={education.id}>
                  <EducationForm education={education} onSaved={() => saved('education', 'The education is saved.')} {...formProps('education')} />
                </li>
              ) : (
                <EducationEntry
                  key={education.id}
                  education={education}
                  level={3}
                  actions={
                    <Group gap={4}>
                      <Button size="xs" variant="subtle" onClick={() => editing.open({ section: 'education', id: education.id })}>
                        Edit<span className="visually-hidden"> {education.degree}</span>
                      </Button>
                      <ConfirmButton
                        size="xs"
                        variant="light"
                        color="red"
                        question={`Delete ${education.degree} from your education?`}
                        confirmLabel="Delete education"
                        disabled={busy}
                        onConfirm={() =>
                          void act('education', () => history.change(ChangeEducationDocument, { id: education.id, mutationType: 'DELETE' }), 'The education is deleted.')
                        }
                      >
                        Delete<span className="visually-hidden"> {education.degree}</span>
                      </ConfirmButton>
                    </Group>
                  }
                />
              ),
            )}
          </EntryList>
        ) : editing.isEditing({ section: 'education', id: null }) ? null : (
          <EmptyHistory>No education yet. Add your schools, seminaries and certificates.</EmptyHistory>
        )}
      </HistorySection>
    </>
  );
}
