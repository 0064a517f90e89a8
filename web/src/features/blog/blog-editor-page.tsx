import { useQuery } from '@apollo/client/react';
import { Button, Card, Checkbox, Group, NativeSelect, SegmentedControl, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { BlogAuthorOrganizationDocument, BlogPostBySlugDocument, BlogTermsDocument, SaveBlogPostDocument, type AuthorType, type BlogPostStatus } from '../../__generated__/graphql/graphql.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { atMost, maxLength } from '../../lib/validation/rules.ts';
import { useViewer } from '../auth/session.ts';
import { AuthorOrganizationPicker, type OrganizationChoice } from './author-organization-picker.tsx';
import { PostBody } from './blog-post-page.tsx';
import { ContentEditorGate } from './editor-gate.tsx';
import type { BlogPostSummary } from './load-blog.ts';
import { ThumbnailField } from './thumbnail-field.tsx';

// tiptap is large: only the editor's pages download it.
const RichText = lazy(() => import('./rich-text.tsx').then((module) => ({ default: module.RichText })));

const FIELDS = ['title', 'body', 'thumbnailUrl', 'categories', 'blogPostSection', 'status', 'authorType', 'authorOrgId'] as const;

/** /blog/new and /blog/$slug/edit: content editors write and edit posts; others get a 403 page. */
export function BlogEditorPage({ slug }: { slug?: string }) {
  return (
    <>
      <PageHeader title={slug ? 'Edit a blog post' : 'Write a blog post'} />
      <ContentEditorGate what="write for the blog">{slug ? <EditPost slug={slug} /> : <PostForm post={null} />}</ContentEditorGate>
    </>
  );
}

function EditPost({ slug }: { slug: string }) {
  // As the viewer, so an editor finds drafts too.
  const query = useQuery(BlogPostBySlugDocument, { variables: { slug }, fetchPolicy: 'network-only' });
  if (query.loading) return <ListSkeleton rows={3} />;
  const post = query.data?.blogPost;
  if (!post) {
    return query.error ? (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the post.'} onRetry={() => void query.refetch()} />
    ) : (
      <Text>There is no post at this address.</Text>
    );
  }
  return <PostForm post={post} />;
}

interface Values {
  title: string;
  body: string;
  thumbnailUrl: string;
  categories: string[];
  blogPostSection: string;
  status: BlogPostStatus;
  authorType: AuthorType;
  authorOrgId: string;
}

function PostForm({ post }: { post: BlogPostSummary | null }) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const terms = useQuery(BlogTermsDocument);
  const [save, { loading }] = useDataMutation(SaveBlogPostDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const current = useQuery(BlogAuthorOrganizationDocument, { variables: { id: post?.authorOrgId ?? '' }, skip: !post?.authorOrgId });
  const [picked, setOrganization] = useState<OrganizationChoice | null>(null);
  const found = current.data?.organization;
  const organization = picked ?? (found ? { id: found.id, name: found.name, profileId: found.profile.id } : null);
  const initial: Values = {
    title: post?.title ?? '',
    body: post?.body ?? '',
    thumbnailUrl: post?.thumbnailUrl ?? '',
    categories: post?.categories.map((category) => category.id) ?? [],
    blogPostSection: post?.blogPostSection?.id ?? '',
    status: post?.status ?? 'DRAFT',
    authorType: post?.authorType ?? 'USER',
    authorOrgId: post?.authorOrgId ?? '',
  };
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      body: (value) => (value.replace(/<[^>]*>/g, '').trim() ? atMost(maxLength.blogBody)(value) : 'Body is required'),
      authorOrgId: (value, values) => (values.authorType === 'ORGANIZATION' && !value ? 'Choose the organization' : null),
    },
  });
  const values = form.getValues();

  const submit = form.onSubmit(
    async (chosen) => {
      setAlert(null);
      const authorshipChanged = !post || chosen.authorType !== initial.authorType || chosen.authorOrgId !== initial.authorOrgId;
      const ownerProfileId = chosen.authorType === 'ORGANIZATION' ? organization?.profileId : chosen.authorType === 'USER' ? (post ? post.ownerProfileId : viewer?.profile.id) : null;
      const { data, error } = await save({
        variables: {
          mutationType: post ? 'EDIT' : 'ADD',
          ...(post ? { id: post.id } : {}),
          title: chosen.title.trim(),
          body: chosen.body,
          thumbnailUrl: chosen.thumbnailUrl || null,
          categories: chosen.categories,
          blogPostSection: chosen.blogPostSection || null,
          status: chosen.status,
          // Only what changed: changing authorship is for platform admins.
          ...(authorshipChanged
            ? { authorType: chosen.authorType, authorOrgId: chosen.authorType === 'ORGANIZATION' ? chosen.authorOrgId : null, ownerProfileId: ownerProfileId ?? null }
            : {}),
        },
      });
      const saved = data?.blogPost;
      if (!saved) {
        setAlert(showServerErrors(form, error, FIELDS));
        return;
      }
      form.resetDirty();
      if (saved.status === 'PUBLISHED') {
        toastSuccess(`${saved.title} is published.`, 'Saved');
        void navigate({ to: '/blog/$slug', params: { slug: saved.slug } });
      } else {
        toastSuccess(`${saved.title} is saved as a draft.`, 'Saved');
        if (!post) void navigate({ to: '/blog/$slug/edit', params: { slug: saved.slug } });
      }
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={alert} />
        <Tabs defaultValue="write" keepMounted>
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="md">
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <TextInput label="Title" required maxLength={maxLength.title} {...form.getInputProps('title')} />
                <Suspense fallback={<ListSkeleton rows={2} />}>
                  <RichText
                    label="Body"
                    maxLength={maxLength.blogBody}
                    value={values.body}
                    onChange={(html) => form.setFieldValue('body', html)}
                    error={form.errors.body as string | undefined}
                  />
                </Suspense>
                <ThumbnailField purpose="BLOG_THUMBNAIL" label="Thumbnail" value={values.thumbnailUrl} onChange={(url) => form.setFieldValue('thumbnailUrl', url)} error={form.errors.thumbnailUrl as string | undefined} />
              </Stack>
            </Card>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <Card withBorder radius="lg" padding="lg" component="article" aria-label="Preview">
              <Stack gap="md">
                <Title order={2} size="h1">
                  {values.title || 'Untitled'}
                </Title>
                {values.thumbnailUrl ? <img src={values.thumbnailUrl} alt="" style={{ width: '100%', borderRadius: 8 }} /> : null}
                {/* The editor's own markup (tiptap's schema), before the server sanitizes it. */}
                {values.body ? <PostBody post={{ body: values.body }} /> : <Text c="dimmed">Nothing written yet.</Text>}
              </Stack>
            </Card>
          </Tabs.Panel>
        </Tabs>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            {terms.data ? (
              <>
                <NativeSelect
                  label="Section"
                  data={[{ value: '', label: 'No section' }, ...terms.data.blogPostSections.map((section) => ({ value: section.id, label: section.name }))]}
                  {...form.getInputProps('blogPostSection')}
                />
                {terms.data.categories.length > 0 ? (
                  <Checkbox.Group label="Categories" {...form.getInputProps('categories')}>
                    <Group gap="md" mt={6}>
                      {terms.data.categories.map((category) => (
                        <Checkbox key={category.id} value={category.id} label={category.name} />
                      ))}
                    </Group>
                  </Checkbox.Group>
                ) : null}
              </>
            ) : terms.error ? (
              <LoadError message="We could not load the sections and categories." onRetry={() => void terms.refetch()} />
            ) : (
              <ListSkeleton rows={1} />
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="blog-author-label">
                Written as
              </Text>
              <SegmentedControl
                aria-labelledby="blog-author-label"
                data={[
                  { value: 'USER', label: 'Me' },
                  { value: 'ORGANIZATION', label: 'An organization' },
                  { value: 'SUBSCRIBER', label: 'A subscriber' },
                ]}
                {...form.getInputProps('authorType')}
              />
            </Stack>
            {values.authorType === 'ORGANIZATION' ? (
              <AuthorOrganizationPicker
                value={organization}
                error={form.errors.authorOrgId as string | undefined}
                onChange={(chosen) => {
                  setOrganization(chosen);
                  form.setFieldValue('authorOrgId', chosen?.id ?? '');
                }}
              />
            ) : null}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="blog-status-label">
                Status
              </Text>
              <SegmentedControl
                aria-labelledby="blog-status-label"
                data={[
                  { value: 'DRAFT', label: 'Draft' },
                  { value: 'PUBLISHED', label: 'Published' },
                ]}
                {...form.getInputProps('status')}
              />
            </Stack>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {values.status === 'PUBLISHED' ? 'Save and publish' : 'Save draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
